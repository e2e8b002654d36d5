import { Create } from 'react-admin';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { GroupInputs } from './GroupInputs';
import { groupSchema } from './groupSchema';

export function GroupCreate() {
  const mutationOptions = useSaveOptions('show');
  return (
    <Create title="admin.newRecord.groups" mutationOptions={mutationOptions} redirect={false}>
      <AdminForm schema={groupSchema} defaultValues={{ imageId: 0, imageLink: null }}>
        <GroupInputs />
      </AdminForm>
    </Create>
  );
}
