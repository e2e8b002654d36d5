import { AdminEdit } from '../shared/AdminEdit';
import { StudentBlockButton } from './StudentBlockButton';
import { StudentInputs } from './StudentInputs';
import { studentSchema } from './studentSchema';

export function StudentEdit() {
  return (
    <AdminEdit schema={studentSchema} actions={<StudentBlockButton />}>
      <StudentInputs />
    </AdminEdit>
  );
}
