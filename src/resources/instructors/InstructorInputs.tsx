import { TextInput } from 'react-admin';
import { PersonInputs } from '../shared/PersonInputs';

/** The inputs of an instructor's create and edit forms. */
export function InstructorInputs({ isNew = false }: { isNew?: boolean }) {
  return (
    <PersonInputs lastNameSource="lastName" isNew={isNew}>
      <TextInput source="specialization" />
    </PersonInputs>
  );
}
