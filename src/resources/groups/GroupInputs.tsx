import { DateInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../shared/ImageUploadInput';

/** The inputs of a group's create and edit forms. */
export function GroupInputs() {
  return (
    <>
      <TextInput source="groupName" isRequired autoFocus />
      <TextInput source="description" multiline minRows={3} />
      <DateInput source="dateOfFinish" sx={{ maxWidth: 260 }} />
      <ImageUploadInput />
    </>
  );
}
