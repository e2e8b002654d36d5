import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { CourseInputs } from './CourseInputs';
import { courseSchema } from './courseSchema';

export function CourseEdit() {
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
      <AdminForm schema={courseSchema}>
        <CourseInputs />
      </AdminForm>
    </Edit>
  );
}
