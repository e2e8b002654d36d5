import { Controller, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslate } from 'ra-core';
import type { TariffDto } from '../../api/schools';
import { TariffPicker } from '../../resources/school/TariffPicker';
import { SchoolNameFields, SchoolTimezoneInput } from '../../resources/school/SchoolProfileFields';
import type { SignUpValues } from './signUpSchema';

/** Step 2: the school's name and description. */
export function CompanyStep() {
  const translate = useTranslate();
  return <SchoolNameFields autoFocus descriptionHint={translate('signUp.descriptionHint')} errorText={translate} />;
}

/** Step 3: the school's timezone, searchable, the browser's by default. */
export function TimezoneStep() {
  const translate = useTranslate();
  return <SchoolTimezoneInput errorText={translate} />;
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
