import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';
import { loginSchema, type LoginValues } from './validation';
import { PasswordField } from './PasswordField';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<unknown>;
  onForgotPassword?: () => void;
}

/** Email and password with the SPEC §5 messages; the button waits while the call runs. */
export function LoginForm({ onSubmit, onForgotPassword }: LoginFormProps) {
  const translate = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema), defaultValues: { email: '', password: '' } });

  return (
    <form noValidate onSubmit={handleSubmit(async (values) => void (await onSubmit(values)))}>
      <Stack spacing={2}>
        <TextField
          {...register('email')}
          label={translate('auth.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={Boolean(errors.email)}
          helperText={errors.email?.message ? translate(errors.email.message) : ' '}
        />
        <PasswordField
          {...register('password')}
          label={translate('auth.login.password')}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message ? translate(errors.password.message) : ' '}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
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
