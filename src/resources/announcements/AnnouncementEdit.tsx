import { Edit, TopToolbar } from 'react-admin';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { AnnouncementActiveSwitch } from './AnnouncementActiveSwitch';
import { AnnouncementInputs } from './AnnouncementInputs';
import { announcementSchema } from './announcementSchema';

export function AnnouncementEdit() {
  const mutationOptions = useSaveOptions('list');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <AnnouncementActiveSwitch withLabel />
          <DeleteToTrashButton redirectTo="list" confirmContent="admin.confirm.destroyContent" />
        </TopToolbar>
      }
    >
      <AdminForm schema={announcementSchema}>
        <AnnouncementInputs />
      </AdminForm>
    </Edit>
  );
}
