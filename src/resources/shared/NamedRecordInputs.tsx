import { TextInput } from 'react-admin';
import { DayInput } from './DayInput';
import { ImageUploadInput } from './ImageUploadInput';

/** The inputs of a group's or course's create and edit forms: name, description, finish date, image. */
export function NamedRecordInputs({ nameSource }: { nameSource: 'groupName' | 'courseName' }) {
  return (
    <>
      <TextInput source={nameSource} isRequired autoFocus />
      <TextInput source="description" multiline minRows={3} />
      <DayInput source="dateOfFinish" sx={{ maxWidth: 260 }} checkOnPick />
      <ImageUploadInput />
    </>
  );
}
