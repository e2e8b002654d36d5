import { AdminCreate } from '../shared/AdminCreate';
import { AnnouncementInputs } from './AnnouncementInputs';
import { announcementSchema } from './announcementSchema';

export function AnnouncementCreate() {
  return (
    <AdminCreate schema={announcementSchema} defaultValues={{ groupId: null }}>
      <AnnouncementInputs />
    </AdminCreate>
  );
}
