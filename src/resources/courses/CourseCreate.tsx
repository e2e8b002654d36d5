import { Create } from 'react-admin';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { CourseInputs } from './CourseInputs';
import { courseSchema } from './courseSchema';

export function CourseCreate() {
  const mutationOptions = useSaveOptions('show');
  return (
    <Create title="admin.newRecord.courses" mutationOptions={mutationOptions} redirect={false}>
      <AdminForm schema={courseSchema} defaultValues={{ imageId: 0, imageLink: null }}>
        <CourseInputs />
      </AdminForm>
    </Create>
  );
}
