import { AdminCreate } from '../shared/AdminCreate';
import { NamedRecordInputs } from '../shared/NamedRecordInputs';
import { courseSchema } from './courseSchema';

export function CourseCreate() {
  return (
    <AdminCreate schema={courseSchema} redirectTo="show" defaultValues={{ imageId: 0, imageLink: null }}>
      <NamedRecordInputs nameSource="courseName" />
    </AdminCreate>
  );
}
