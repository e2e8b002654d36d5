import { AdminCreate } from '../shared/AdminCreate';
import { StudentInputs } from './StudentInputs';
import { studentSchema } from './studentSchema';

export function StudentCreate() {
  return (
    <AdminCreate schema={studentSchema} defaultValues={{ studyFormat: 'ONLINE', groupId: null }}>
      <StudentInputs isNew />
    </AdminCreate>
  );
}
