import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { LANGUAGES, type Language } from '../../api/constants';
import { SCHOOL_DESCRIPTION_MAX_LENGTH, SCHOOL_NAME_MAX_LENGTH } from '../../api/schools';
import { TimezoneField } from './TimezoneField';

/** The values these fields edit; the form around them (settings or sign-up) holds more. */
interface SchoolProfileValues {
  name: string;
  description: string;
  timezone: string;
  language?: Language;
}

export interface SchoolFieldOptions {
  /**
   * A field error's message as shown: the sign-up's messages are translation keys, the
   * settings' are text already (the server's, or translated where they were set).
   */
  errorText?: (message: string) => string;
}

const asIs = (message: string) => message;

export interface SchoolNameFieldsProps extends SchoolFieldOptions {
  /** Under the description while it has no error. */
  descriptionHint?: string;
  autoFocus?: boolean;
}

/** The school's name and description, inside a react-hook-form FormProvider. */
export function SchoolNameFields({ errorText = asIs, descriptionHint = ' ', autoFocus }: SchoolNameFieldsProps) {
  const translate = useTranslate();
  const { control } = useFormContext<SchoolProfileValues>();
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
            autoFocus={autoFocus}
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? errorText(fieldState.error.message) : ' '}
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
            helperText={fieldState.error?.message ? errorText(fieldState.error.message) : descriptionHint}
            slotProps={{ htmlInput: { maxLength: SCHOOL_DESCRIPTION_MAX_LENGTH } }}
          />
        )}
      />
    </Stack>
  );
}

/** The school's timezone, searchable, inside a react-hook-form FormProvider. */
export function SchoolTimezoneInput({ errorText = asIs }: SchoolFieldOptions) {
  const { control } = useFormContext<SchoolProfileValues>();
  return (
    <Controller
      name="timezone"
      control={control}
      render={({ field, fieldState }) => (
        <TimezoneField
          value={field.value || null}
          onChange={(zone) => field.onChange(zone ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? errorText(fieldState.error.message) : null}
        />
      )}
    />
  );
}

/** The school's language (of emails to accounts with none of their own yet), each named in itself. */
function SchoolLanguageInput() {
  const translate = useTranslate();
  const { control } = useFormContext<SchoolProfileValues>();
  const helpId = useId();
  return (
    <Controller
      name="language"
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          select
          label={translate('schools.settings.language')}
          helperText={translate('schools.settings.languageHelp')}
          slotProps={{ formHelperText: { id: helpId }, select: { inputProps: { 'aria-describedby': helpId } } }}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {translate(`app.languages.${language}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The settings page's profile: the school's name, description, timezone and language. */
export function SchoolProfileFields() {
  return (
    <Stack spacing={2}>
      <SchoolNameFields />
      <SchoolTimezoneInput />
      <SchoolLanguageInput />
    </Stack>
  );
}
