import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { useTranslate } from 'react-admin';
import { EVENT_CANCEL_REASON_MAX, type EventDto } from '../../../api/events';
import { withArgs } from '../../../resources/shared/validation';
import { fieldMessage } from '../fieldMessage';
import { FormDialog } from '../FormDialog';
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

  return (
    <FormDialog
      open={open}
      title={translate('events.cancel.title', { title: event.title })}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={translate('events.cancel.confirm')}
      submitColor="warning"
      cancelLabel={translate('events.cancel.back')}
      maxWidth="xs"
    >
      <Typography variant="body2">{translate('events.cancel.text')}</Typography>
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
    </FormDialog>
  );
}
