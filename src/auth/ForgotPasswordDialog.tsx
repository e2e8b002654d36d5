import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { forgotPasswordSchema, type ForgotPasswordValues } from './validation';

export interface ForgotPasswordDialogProps {
  open: boolean;
  defaultEmail?: string;
  onClose: () => void;
  onSubmit: (values: ForgotPasswordValues) => Promise<unknown>;
}

/** Asks for the account's email and sends the reset link (SPEC §2 forgot-password dialog). */
export function ForgotPasswordDialog({ open, defaultEmail = '', onClose, onSubmit }: ForgotPasswordDialogProps) {
  const translate = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: yupResolver(forgotPasswordSchema), values: { email: defaultEmail } });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-title">
      <form noValidate onSubmit={handleSubmit(async (values) => void (await onSubmit(values)))}>
        <DialogTitle id="forgot-title">{translate('auth.forgot.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('auth.forgot.text')}</DialogContentText>
          <TextField
            {...register('email')}
            label={translate('auth.login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={Boolean(errors.email)}
            helperText={errors.email?.message ? translate(errors.email.message) : ' '}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('auth.forgot.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {translate('auth.forgot.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
