import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ProfileDto, ProfileInput } from '../../api/profile';
import { EmailLanguage } from '../notifications/NotificationSettingsDialog';

interface ProfileDetailsProps {
  profile: ProfileDto;
  busy: boolean;
  save: (input: ProfileInput, onFieldError?: (field: string, message: string) => void) => Promise<unknown>;
}

type NameField = 'firstName' | 'lastName';

/**
 * The name (editable by admins and instructors, shown with a note to students, whose name the
 * school keeps) and the email language, saved as soon as it is chosen, as in the notification settings.
 */
export function ProfileDetails({ profile, busy, save }: ProfileDetailsProps) {
  const translate = useTranslate();
  const [names, setNames] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const changed = names.firstName !== profile.firstName || names.lastName !== profile.lastName;

  const saveNames = () => {
    setErrors({});
    void save(names, (field, message) => setErrors({ [field]: message }));
  };
  const nameInput = (field: NameField) => (
    <TextField
      key={field}
      label={translate(`profile.details.${field}`)}
      value={names[field]}
      onChange={(event) => setNames({ ...names, [field]: event.target.value })}
      slotProps={{ input: { readOnly: !profile.canChangeName } }}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      fullWidth
      size="small"
    />
  );

  return (
    <Stack spacing={1}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveNames();
        }}
      >
        <Stack spacing={1}>
          {nameInput('firstName')}
          {nameInput('lastName')}
          {profile.canChangeName ? (
            <Button type="submit" variant="contained" disabled={busy || !changed} sx={{ alignSelf: 'flex-start' }}>
              {translate('profile.details.save')}
            </Button>
          ) : (
            <Alert severity="info">{translate('profile.details.nameByAdmin')}</Alert>
          )}
        </Stack>
      </form>
      <EmailLanguage value={profile.language} disabled={busy} onChange={(language) => void save({ language })} />
    </Stack>
  );
}
