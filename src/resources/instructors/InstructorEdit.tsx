import Typography from '@mui/material/Typography';
import { Labeled, useRecordContext } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import { AdminEdit } from '../shared/AdminEdit';
import { NameChips } from '../shared/NameChips';
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
  return (
    <AdminEdit schema={instructorSchema}>
      <InstructorInputs />
      <InstructorCourses />
    </AdminEdit>
  );
}
