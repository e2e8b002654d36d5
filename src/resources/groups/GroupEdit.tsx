import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { GroupInputs } from './GroupInputs';
import { groupSchema } from './groupSchema';

export function GroupEdit() {
  const mutationOptions = useSaveOptions('show');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      actions={
        <TopToolbar>
          <ShowButton />
          <DeleteToTrashButton redirectTo="list" />
        </TopToolbar>
      }
    >
      <AdminForm schema={groupSchema}>
        <GroupInputs />
      </AdminForm>
    </Edit>
  );
}
