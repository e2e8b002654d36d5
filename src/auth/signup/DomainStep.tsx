import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import { useTranslate } from 'ra-core';
import { DOMAIN_MAX_LENGTH } from '../../api/schools';
import type { SignUpValues } from './signUpSchema';
import type { DomainCheckState } from './useDomainCheck';

function DomainStatusLine({ state }: { state: DomainCheckState }) {
  const translate = useTranslate();
  if (state.status === 'idle') return null;
  const [icon, color, text] =
    state.status === 'checking'
      ? [<CircularProgress key="c" size={16} />, 'text.secondary', translate('signUp.domainStatus.checking')]
      : state.status === 'available'
        ? [<CheckCircleIcon key="a" fontSize="small" color="success" />, 'success.main', state.message]
        : state.status === 'malformed'
          ? [<ErrorIcon key="m" fontSize="small" color="error" />, 'error.main', translate(`schools.domain.${state.problem}`)]
          : state.status === 'error'
            ? [<WarningIcon key="e" fontSize="small" color="warning" />, 'warning.main', translate('signUp.domainStatus.error')]
            : [<ErrorIcon key="t" fontSize="small" color="error" />, 'error.main', state.message];
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, minHeight: 24 }}
      data-testid="domain-status"
      data-status={state.status}
      role="status"
      aria-live="polite"
    >
      {icon}
      <Typography variant="body2" sx={{ color }}>
        {text}
      </Typography>
    </Box>
  );
}

/** Step 1: the school's domain, checked while typed. */
export function DomainStep({ check }: { check: DomainCheckState }) {
  const translate = useTranslate();
  const { control } = useFormContext<SignUpValues>();
  const adornment =
    check.status === 'checking' ? (
      <CircularProgress size={18} />
    ) : check.status === 'available' ? (
      <CheckCircleIcon color="success" />
    ) : check.status === 'idle' ? null : (
      <ErrorIcon color="error" />
    );
  return (
    <>
      <Controller
        name="domain"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={translate('signUp.fields.domain')}
            autoFocus
            autoComplete="off"
            error={Boolean(fieldState.error) && check.status !== 'checking'}
            helperText={
              fieldState.error && check.status === 'idle' ? translate(fieldState.error.message ?? '') : translate('signUp.domainHint')
            }
            slotProps={{
              htmlInput: { maxLength: DOMAIN_MAX_LENGTH + 10, spellCheck: false, autoCapitalize: 'none', 'data-testid': 'domain-input' },
              input: { endAdornment: adornment ? <InputAdornment position="end">{adornment}</InputAdornment> : undefined },
            }}
          />
        )}
      />
      <DomainStatusLine state={check} />
      {/* The server builds the address from the product's own (PUBLIC_URL). */}
      {check.status === 'available' && check.address && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }} data-testid="domain-address">
          {translate('signUp.domainAddress', { address: check.address })}
        </Typography>
      )}
    </>
  );
}
