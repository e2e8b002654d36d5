import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';

const groupSearch = (search: string) => ({ search });

/** The inputs of an announcement's create and edit forms; no group means every group. */
export function AnnouncementInputs() {
  return (
    <>
      <TextInput source="text" multiline minRows={4} isRequired autoFocus />
      <ReferenceInput source="groupId" reference="groups" perPage={50}>
        <AutocompleteInput
          optionText="groupName"
          filterToQuery={groupSearch}
          helperText="admin.announcements.groupHelper"
          sx={{ minWidth: 280 }}
        />
      </ReferenceInput>
    </>
  );
}
