import { Edit, TopToolbar } from 'react-admin';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { StudentBlockButton } from './StudentBlockButton';
import { StudentInputs } from './StudentInputs';
import { studentSchema } from './studentSchema';

export function StudentEdit() {
  const mutationOptions = useSaveOptions('list');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      actions={
        <TopToolbar>
          <StudentBlockButton />
          <DeleteToTrashButton redirectTo="list" />
        </TopToolbar>
      }
    >
      <AdminForm schema={studentSchema}>
        <StudentInputs />
      </AdminForm>
    </Edit>
  );
}
