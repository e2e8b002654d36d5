import { Create } from 'react-admin';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { InstructorInputs } from './InstructorInputs';
import { instructorSchema } from './instructorSchema';

export function InstructorCreate() {
  const mutationOptions = useSaveOptions('list');
  return (
    <Create title="admin.newRecord.instructors" mutationOptions={mutationOptions} redirect={false}>
      <AdminForm schema={instructorSchema}>
        <InstructorInputs isNew />
      </AdminForm>
    </Create>
  );
}
