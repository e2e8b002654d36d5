import { AdminEdit } from '../shared/AdminEdit';
import { NamedRecordInputs } from '../shared/NamedRecordInputs';
import { courseSchema } from './courseSchema';

export function CourseEdit() {
  return (
    <AdminEdit schema={courseSchema} redirectTo="show">
      <NamedRecordInputs nameSource="courseName" />
    </AdminEdit>
  );
}
