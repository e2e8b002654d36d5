import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';
import { checkEmail, checkPassword } from '../api/rules';
import type { LoginValues } from './validation';
import { AuthTextField } from './AuthTextField';
import { PasswordField } from './PasswordField';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<unknown>;
  onForgotPassword?: () => void;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const read = (form: HTMLFormElement): LoginValues => {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
};

/** The SPEC §5 checks, the rules the server applies (src/api/rules.ts), as `validation.*` keys. */
function check(values: LoginValues): LoginErrors {
  const email = checkEmail(values.email);
  const password = checkPassword(values.password);
  return { ...(email && { email: `validation.${email}` }), ...(password && { password: `validation.${password}` }) };
}

/**
 * Email and password with the SPEC §5 messages; the button waits while the call runs. Two
 * fields checked on submit (then again as they change, as the app's other forms do) need no
 * form library: the login page, the app's entry, stays without react-hook-form and yup.
 */
export function LoginForm({ onSubmit, onForgotPassword }: LoginFormProps) {
  const translate = useTranslate();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = read(event.currentTarget);
    const found = check(values);
    setErrors(found);
    setSubmitted(true);
    if (found.email || found.password) {
      (found.email ? email : password).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} onChange={submitted ? (event) => setErrors(check(read(event.currentTarget))) : undefined}>
      <Stack spacing={2}>
        <AuthTextField
          ref={email}
          name="email"
          label={translate('auth.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={Boolean(errors.email)}
          helperText={errors.email ? translate(errors.email) : ' '}
        />
        <PasswordField
          ref={password}
          name="password"
          label={translate('auth.login.password')}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password ? translate(errors.password) : ' '}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('auth.login.submit')}
        </Button>
        {onForgotPassword && (
          <Button variant="text" onClick={onForgotPassword}>
            {translate('auth.login.forgot')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
