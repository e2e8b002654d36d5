import { Create } from 'react-admin';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { AnnouncementInputs } from './AnnouncementInputs';
import { announcementSchema } from './announcementSchema';

export function AnnouncementCreate() {
  const mutationOptions = useSaveOptions('list');
  return (
    <Create title="admin.newRecord.announcements" mutationOptions={mutationOptions} redirect={false}>
      <AdminForm schema={announcementSchema} defaultValues={{ groupId: null }}>
        <AnnouncementInputs />
      </AdminForm>
    </Create>
  );
}
