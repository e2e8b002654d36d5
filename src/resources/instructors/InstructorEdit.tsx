import Typography from '@mui/material/Typography';
import { Edit, Labeled, TopToolbar, useRecordContext } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { NameChips } from '../shared/NameChips';
import { AdminForm } from '../shared/AdminForm';
import { useSaveOptions } from '../shared/useSaveOptions';
import { InstructorInputs } from './InstructorInputs';
import { instructorSchema } from './instructorSchema';

/** The courses an instructor teaches; assigned from each course's page. */
function InstructorCourses() {
  const instructor = useRecordContext<InstructorDto>();
  if (!instructor) return null;
  return (
    <Labeled label="resources.instructors.fields.courses" sx={{ mt: 1 }}>
      <Typography component="div">
        <NameChips names={instructor.courses.map((c) => c.courseName)} />
      </Typography>
    </Labeled>
  );
}

export function InstructorEdit() {
  const mutationOptions = useSaveOptions('list');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      actions={
        <TopToolbar>
          <DeleteToTrashButton redirectTo="list" />
        </TopToolbar>
      }
    >
      <AdminForm schema={instructorSchema}>
        <InstructorInputs />
        <InstructorCourses />
      </AdminForm>
    </Edit>
  );
}
