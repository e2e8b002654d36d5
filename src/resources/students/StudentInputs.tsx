import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { PersonInputs } from '../shared/PersonInputs';
import { studyFormatChoices } from './studyFormatChoices';

const groupSearch = (search: string) => ({ search });

/** The inputs of a student's create and edit forms. */
export function StudentInputs({ isNew = false }: { isNew?: boolean }) {
  return (
    <PersonInputs lastNameSource="lastname" isNew={isNew}>
      <SelectInput source="studyFormat" choices={studyFormatChoices} isRequired sx={{ minWidth: 220 }} />
      <ReferenceInput source="groupId" reference="groups" perPage={50}>
        <AutocompleteInput optionText="groupName" filterToQuery={groupSearch} sx={{ minWidth: 280 }} />
      </ReferenceInput>
    </PersonInputs>
  );
}
