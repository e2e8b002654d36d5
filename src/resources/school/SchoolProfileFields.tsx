import { Controller, type Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { SCHOOL_DESCRIPTION_MAX_LENGTH, SCHOOL_NAME_MAX_LENGTH } from '../../api/schools';
import { TimezoneField } from './TimezoneField';
import type { SettingsValues } from './useSchoolSettingsForm';

/** The school's name, description and timezone. */
export function SchoolProfileFields({ control }: { control: Control<SettingsValues> }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={translate('signUp.fields.name')}
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: SCHOOL_NAME_MAX_LENGTH } }}
          />
        )}
      />
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={translate('signUp.fields.description')}
            multiline
            minRows={3}
            maxRows={8}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: SCHOOL_DESCRIPTION_MAX_LENGTH } }}
          />
        )}
      />
      <Controller
        name="timezone"
        control={control}
        render={({ field, fieldState }) => (
          <TimezoneField
            value={field.value}
            onChange={(zone) => field.onChange(zone ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? null}
          />
        )}
      />
    </Stack>
  );
}
