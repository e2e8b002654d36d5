import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { authProvider } from '../dataProvider';
import { notices } from '../shell/notices';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';
import { resetPasswordSchema, type ResetPasswordValues } from './validation';
import { PAGE_DICTIONARIES } from '../i18n/dictionaries';
import { useDictionaries } from '../i18n/useDictionaries';

/** SPEC §2 create or reset password: the emailed token sets a new password and logs in. */
export default function ResetPasswordPage() {
  useDictionaries(PAGE_DICTIONARIES.resetPassword);
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
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
      notices.push({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <AuthLayout title={translate('auth.reset.title')} subtitle={translate('auth.reset.text')}>
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
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('auth.reset.backToLogin')}
        </Link>
      </Box>
    </AuthLayout>
  );
}
