import Alert from '@mui/material/Alert';
import { TextInput, useTranslate } from 'react-admin';

/** The inputs of an instructor's create and edit forms. */
export function InstructorInputs({ isNew = false }: { isNew?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" isRequired autoFocus />
      <TextInput source="lastName" isRequired />
      <TextInput source="email" type="email" isRequired />
      <TextInput source="phoneNumber" type="tel" />
      <TextInput source="specialization" />
      {isNew && (
        <Alert severity="info" sx={{ mt: 1, width: '100%', maxWidth: 640 }}>
          {translate('admin.people.inviteNote')}
        </Alert>
      )}
    </>
  );
}
