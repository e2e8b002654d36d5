import { Create } from 'react-admin';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { StudentInputs } from './StudentInputs';
import { studentSchema } from './studentSchema';

export function StudentCreate() {
  const mutationOptions = useSaveOptions('list');
  return (
    <Create title="admin.newRecord.students" mutationOptions={mutationOptions} redirect={false}>
      <AdminForm schema={studentSchema} defaultValues={{ studyFormat: 'ONLINE', groupId: null }}>
        <StudentInputs isNew />
      </AdminForm>
    </Create>
  );
}
