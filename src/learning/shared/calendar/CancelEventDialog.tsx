import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { useTranslate } from 'react-admin';
import { EVENT_CANCEL_REASON_MAX, type EventDto } from '../../../api/events';
import { withArgs } from '../../../resources/shared/validation';
import { fieldMessage } from '../fieldMessage';
import { useCalendarAction, useEventCalls } from './calendarApi';

const cancelSchema = yup.object({
  reason: yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : ''))
    .required('events.validation.reasonRequired')
    .max(EVENT_CANCEL_REASON_MAX, ({ max }) => withArgs('validation.tooLong', { max })),
});
type CancelValues = yup.InferType<typeof cancelSchema>;

export interface CancelEventDialogProps {
  open: boolean;
  event: Pick<EventDto, 'id' | 'title'>;
  onClose: () => void;
  onCancelled?: () => void;
}

/**
 * Cancels an event with a reason, which its groups read (PUT /events/cancel/{id}?reason=…);
 * the event stays in the calendar, struck through.
 */
export function CancelEventDialog({ open, event, onClose, onCancelled }: CancelEventDialogProps) {
  const translate = useTranslate();
  const api = useEventCalls();
  const { run, busy } = useCalendarAction();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CancelValues>({ resolver: yupResolver(cancelSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    const answer = await run(() => api.cancelEvent(event.id, reason), {
      onFieldError: (field, message) => {
        if (field === 'reason') setError('reason', { message });
      },
    });
    if (answer) {
      onCancelled?.();
      onClose();
    }
  });

  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="cancel-event-title"
      slotProps={{ paper: { component: 'form', onSubmit: (e: React.FormEvent<HTMLFormElement>) => void submit(e), noValidate: true } as object }}
    >
      <DialogTitle id="cancel-event-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate('events.cancel.title', { title: event.title })}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('events.cancel.text')}
        </Typography>
        <TextField
          {...register('reason')}
          label={translate('events.cancel.reason')}
          required
          autoFocus
          multiline
          minRows={2}
          error={Boolean(errors.reason)}
          helperText={fieldMessage(translate, errors.reason?.message) || translate('events.cancel.reasonHelper')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {translate('events.cancel.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="warning"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('events.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
