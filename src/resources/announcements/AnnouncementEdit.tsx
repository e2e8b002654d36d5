import { AdminEdit } from '../shared/AdminEdit';
import { AnnouncementActiveSwitch } from './AnnouncementActiveSwitch';
import { AnnouncementInputs } from './AnnouncementInputs';
import { announcementSchema } from './announcementSchema';

export function AnnouncementEdit() {
  return (
    <AdminEdit
      schema={announcementSchema}
      actions={<AnnouncementActiveSwitch withLabel />}
      actionsSx={{ alignItems: 'center' }}
      deleteConfirmContent="admin.confirm.destroyContent"
    >
      <AnnouncementInputs />
    </AdminEdit>
  );
}
