import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { PasswordField } from '../../auth/PasswordField';
import { changePasswordSchema, type ChangePasswordValues } from '../../auth/validation';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { useServerCall } from '../useServerCall';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * The current password and the new one twice, by the reset page's rules; the server's refusal
 * (a wrong current password) shows under its field. The form empties once the password changed.
 */
export function PasswordChangeForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { call, busy } = useServerCall();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: yupResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    const done = await call(() => dataProvider.changePassword({ currentPassword, newPassword }), {
      refresh: false,
      onFieldError: (field, message) => {
        if (field === 'currentPassword' || field === 'newPassword') setError(field, { message });
      },
    });
    if (done) reset(EMPTY);
  };
  const helper = (message?: string) => (message ? translate(message, { _: message }) : ' ');

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label={translate('profile.password.title')}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {translate('profile.password.hint')}
        </Typography>
        <PasswordField
          {...register('currentPassword')}
          label={translate('profile.password.current')}
          autoComplete="current-password"
          error={Boolean(errors.currentPassword)}
          helperText={helper(errors.currentPassword?.message)}
        />
        <PasswordField
          {...register('newPassword')}
          label={translate('profile.password.new')}
          autoComplete="new-password"
          error={Boolean(errors.newPassword)}
          helperText={helper(errors.newPassword?.message)}
        />
        <PasswordField
          {...register('repeatPassword')}
          label={translate('profile.password.repeat')}
          autoComplete="new-password"
          error={Boolean(errors.repeatPassword)}
          helperText={helper(errors.repeatPassword?.message)}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('profile.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
