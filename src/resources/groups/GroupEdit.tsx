import { AdminEdit } from '../shared/AdminEdit';
import { NamedRecordInputs } from '../shared/NamedRecordInputs';
import { groupSchema } from './groupSchema';

export function GroupEdit() {
  return (
    <AdminEdit schema={groupSchema} redirectTo="show">
      <NamedRecordInputs nameSource="groupName" />
    </AdminEdit>
  );
}
