import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { TextInput, useTranslate } from 'react-admin';

export interface PersonInputsProps {
  /** The form's last-name field: InstructorInput says lastName, StudentInput lastname. */
  lastNameSource: 'lastName' | 'lastname';
  /** A new person: the note that they are emailed an invitation follows the inputs. */
  isNew?: boolean;
  /** The inputs the role adds after the shared ones. */
  children?: ReactNode;
}

/** The inputs of a student's or instructor's create and edit forms: names, email, phone, then the role's own. */
export function PersonInputs({ lastNameSource, isNew = false, children }: PersonInputsProps) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" isRequired autoFocus />
      <TextInput source={lastNameSource} isRequired />
      <TextInput source="email" type="email" isRequired />
      <TextInput source="phoneNumber" type="tel" />
      {children}
      {isNew && (
        <Alert severity="info" sx={{ mt: 1, width: '100%', maxWidth: 640 }}>
          {translate('admin.people.inviteNote')}
        </Alert>
      )}
    </>
  );
}
