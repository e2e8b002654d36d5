import { AdminCreate } from '../shared/AdminCreate';
import { NamedRecordInputs } from '../shared/NamedRecordInputs';
import { groupSchema } from './groupSchema';

export function GroupCreate() {
  return (
    <AdminCreate schema={groupSchema} redirectTo="show" defaultValues={{ imageId: 0, imageLink: null }}>
      <NamedRecordInputs nameSource="groupName" />
    </AdminCreate>
  );
}
