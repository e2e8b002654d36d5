import { Controller, useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { EMAIL_MAX_LENGTH } from '../../api/constants';
import { PERSON_NAME_MAX_LENGTH, type TariffDto } from '../../api/schools';
import { formatPrice, tariffName } from '../../resources/school/tariffFormat';
import { PasswordField } from '../PasswordField';
import type { SignUpValues } from './signUpSchema';

const errorText = (translate: (key: string) => string, message: string | undefined) => (message ? translate(message) : ' ');

/** Step 7: the admin's own name, email and password (SPEC §5 rules and messages). */
export function AccountStep() {
  const translate = useTranslate();
  const { control } = useFormContext<SignUpValues>();
  const text = (
    name: 'firstName' | 'lastName' | 'email',
    autoComplete: string,
    autoFocus = false,
    type = 'text',
    max = PERSON_NAME_MAX_LENGTH,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          type={type}
          label={translate(`signUp.fields.${name}`)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          required
          error={Boolean(fieldState.error)}
          helperText={errorText(translate, fieldState.error?.message)}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      )}
    />
  );
  const password = (name: 'password' | 'confirmPassword', autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PasswordField
          {...field}
          label={translate(`signUp.fields.${name}`)}
          autoComplete={autoComplete}
          required
          error={Boolean(fieldState.error)}
          helperText={errorText(translate, fieldState.error?.message)}
        />
      )}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        {text('firstName', 'given-name', true)}
        {text('lastName', 'family-name')}
      </Stack>
      {text('email', 'email', false, 'email', EMAIL_MAX_LENGTH)}
      {password('password', 'new-password')}
      {password('confirmPassword', 'new-password')}
    </Stack>
  );
}

/** Step 8: what will be created, and the terms of use to accept. */
export function TermsStep({ tariffs }: { tariffs: TariffDto[] | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { control, watch } = useFormContext<SignUpValues>();
  const values = watch();
  const tariff = tariffs?.find((p) => p.id === values.tariffId);
  const rows: Array<[string, string]> = [
    ['signUp.fields.domain', values.domain],
    ['signUp.fields.name', values.name],
    ['schools.timezone.label', values.timezone],
    ['signUp.review.tariff', tariff ? `${tariffName(translate, tariff)} · ${formatPrice(translate, locale, tariff)}` : ''],
    ['signUp.review.admin', `${values.firstName} ${values.lastName} · ${values.email}`],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0, mb: 2 }}
        data-testid="sign-up-review"
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
              {label === 'signUp.fields.name' ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: values.themeColor, display: 'inline-block' }}
                  />
                  {value}
                </Box>
              ) : (
                value
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      <Controller
        name="acceptTerms"
        control={control}
        render={({ field, fieldState }) => (
          <>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name="acceptTerms"
                />
              }
              label={
                <>
                  {translate('signUp.acceptTerms')}{' '}
                  <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
                    {translate('signUp.termsLink')}
                  </Link>
                </>
              }
            />
            {/* Always there, so the message leaving (as the box is ticked) never moves the Finish button under the pointer. */}
            <FormHelperText error={Boolean(fieldState.error)}>
              {fieldState.error?.message ? translate(fieldState.error.message) : ' '}
            </FormHelperText>
          </>
        )}
      />
    </>
  );
}
