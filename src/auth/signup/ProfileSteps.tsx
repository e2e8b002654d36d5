import { Controller, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslate } from 'ra-core';
import { SCHOOL_DESCRIPTION_MAX_LENGTH, SCHOOL_NAME_MAX_LENGTH, type TariffDto } from '../../api/schools';
import { TariffPicker } from '../../resources/school/TariffPicker';
import { TimezoneField } from '../../resources/school/TimezoneField';
import type { SignUpValues } from './signUpSchema';

/** Step 2: the school's name and description. */
export function CompanyStep() {
  const translate = useTranslate();
  const { control } = useFormContext<SignUpValues>();
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
            autoFocus
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? translate(fieldState.error.message) : ' '}
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
            helperText={fieldState.error?.message ? translate(fieldState.error.message) : translate('signUp.descriptionHint')}
            slotProps={{ htmlInput: { maxLength: SCHOOL_DESCRIPTION_MAX_LENGTH } }}
          />
        )}
      />
    </Stack>
  );
}

/** Step 3: the school's timezone, searchable, the browser's by default. */
export function TimezoneStep() {
  const translate = useTranslate();
  const { control } = useFormContext<SignUpValues>();
  return (
    <Controller
      name="timezone"
      control={control}
      render={({ field, fieldState }) => (
        <TimezoneField
          value={field.value || null}
          onChange={(zone) => field.onChange(zone ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? translate(fieldState.error.message) : null}
        />
      )}
    />
  );
}

export interface TariffStepProps {
  tariffs: TariffDto[] | null;
  failed: boolean;
  onRetry: () => void;
}

/** Step 4: the plan, from the server's list with limits and prices. */
export function TariffStep({ tariffs, failed, onRetry }: TariffStepProps) {
  const translate = useTranslate();
  const { control, clearErrors } = useFormContext<SignUpValues>();
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('app.retry')}
          </Button>
        }
      >
        {translate('signUp.tariffsFailed')}
      </Alert>
    );
  }
  if (!tariffs) return <CircularProgress aria-label={translate('app.loading')} />;
  return (
    <Controller
      name="tariffId"
      control={control}
      render={({ field, fieldState }) => (
        <>
          <TariffPicker
            tariffs={tariffs}
            value={field.value}
            onChange={(id) => {
              field.onChange(id);
              clearErrors('tariffId');
            }}
          />
          {fieldState.error?.message && (
            <FormHelperText error sx={{ mt: 1 }}>
              {translate(fieldState.error.message)}
            </FormHelperText>
          )}
        </>
      )}
    />
  );
}
