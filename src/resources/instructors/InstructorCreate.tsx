import { AdminCreate } from '../shared/AdminCreate';
import { InstructorInputs } from './InstructorInputs';
import { instructorSchema } from './instructorSchema';

export function InstructorCreate() {
  return (
    <AdminCreate schema={instructorSchema}>
      <InstructorInputs isNew />
    </AdminCreate>
  );
}
