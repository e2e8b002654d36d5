import Alert from '@mui/material/Alert';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { studyFormatChoices } from './studyFormatChoices';

const groupSearch = (search: string) => ({ search });

/** The inputs of a student's create and edit forms. */
export function StudentInputs({ isNew = false }: { isNew?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" isRequired autoFocus />
      <TextInput source="lastname" isRequired />
      <TextInput source="email" type="email" isRequired />
      <TextInput source="phoneNumber" type="tel" />
      <SelectInput source="studyFormat" choices={studyFormatChoices} isRequired sx={{ minWidth: 220 }} />
      <ReferenceInput source="groupId" reference="groups" perPage={50}>
        <AutocompleteInput optionText="groupName" filterToQuery={groupSearch} sx={{ minWidth: 280 }} />
      </ReferenceInput>
      {isNew && (
        <Alert severity="info" sx={{ mt: 1, width: '100%', maxWidth: 640 }}>
          {translate('admin.people.inviteNote')}
        </Alert>
      )}
    </>
  );
}
