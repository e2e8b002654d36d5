import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { authProvider } from '../dataProvider';
import { notices } from '../shell/notices';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';
import { refusesLink, useResetLinkCheck } from './useResetLinkCheck';
import { resetPasswordSchema, type ResetPasswordValues } from './validation';
import { PAGE_DICTIONARIES } from '../i18n/dictionaries';
import { useDictionaries } from '../i18n/useDictionaries';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * SPEC §2 create or reset password: the emailed token sets a new password and logs in. The
 * link is checked when the page opens, so a used or expired one says so before anything is typed.
 */
export default function ResetPasswordPage() {
  useDictionaries(PAGE_DICTIONARIES.resetPassword);
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { link, refuse } = useResetLinkCheck(token);

  const invalid = link.state === 'invalid';
  return (
    <AuthLayout
      title={translate(invalid ? 'auth.reset.invalidTitle' : 'auth.reset.title')}
      subtitle={link.state === 'live' ? translate('auth.reset.text') : undefined}
    >
      {link.state === 'checking' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={translate('auth.reset.checking')} />
        </Box>
      )}
      {invalid && (
        <Alert severity="error" role="alert" data-testid="reset-link-invalid">
          {link.message}
        </Alert>
      )}
      {link.state === 'live' && <ResetPasswordForm token={token} onLinkRefused={refuse} />}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('auth.reset.backToLogin')}
        </Link>
      </Box>
    </AuthLayout>
  );
}

/** The new password twice; a link refused meanwhile (used in another tab) hides the form too. */
function ResetPasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: (message: string) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: yupResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = async ({ password }: ResetPasswordValues) => {
    try {
      const { redirectTo } = await authProvider.updatePassword({ token, password });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      const field = (error as { body?: { field?: string } } | null)?.body?.field;
      if (refusesLink(error) && field === 'token') onLinkRefused(messageOf(error));
      else notices.push({ type: 'error', message: messageOf(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <PasswordField
          {...register('password')}
          label={translate('auth.reset.password')}
          autoComplete="new-password"
          autoFocus
          error={Boolean(errors.password)}
          helperText={errors.password?.message ? translate(errors.password.message) : ' '}
        />
        <PasswordField
          {...register('confirmPassword')}
          label={translate('auth.reset.confirm')}
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message ? translate(errors.confirmPassword.message) : ' '}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {translate('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
