import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { EventDto } from '../../../api/events';
import type { EventSaved } from '../../../dataProvider/eventCalls';
import { FormDialog } from '../FormDialog';
import { fieldMessage } from '../fieldMessage';
import type { EventDraftTimes, EventFormValues } from './eventForm';
import { isSeries } from './eventMoves';
import { EventGroupsField, EventTimeFields, EventTypeField, RepeatUntilField } from './EventFormFields';
import { useEventDialog } from './useEventDialog';

export interface EventDialogProps {
  open: boolean;
  /** The event to edit (a weekly class: its whole series); none to create one. */
  event?: EventDto | null;
  /** Where a new event starts and ends (the calendar's selection, or the picked day). */
  draft: EventDraftTimes;
  timeZone: string;
  onClose: () => void;
  onSaved?: (answer: EventSaved) => void;
}

/**
 * Creates or edits an event or a class of the timetable: its times typed on the school's wall
 * clock (whatever the browser's zone), the groups it is for (none: all), a place or an online
 * link, and for a class the last day of its weekly repeats. The server's refusal of a field
 * shows under that field.
 */
export function EventDialog({ open, event, draft, timeZone, onClose, onSaved }: EventDialogProps) {
  const translate = useTranslate();
  const { form, busy, eventType, allDay, options, groupsLoading, submit } = useEventDialog({
    open,
    event,
    draft,
    timeZone,
    onClose,
    onSaved,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const error = (name: keyof EventFormValues) => fieldMessage(translate, errors[name]?.message as string | undefined);

  return (
    <FormDialog
      open={open}
      title={translate(event ? 'events.dialog.editTitle' : 'events.dialog.createTitle')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      dirty={form.formState.isDirty}
    >
      {event && isSeries(event) && <Alert severity="info">{translate('events.dialog.seriesNote')}</Alert>}
      {!event && (
        <Typography variant="body2" color="text.secondary">
          {translate('events.helpers.draft')}
        </Typography>
      )}
      <EventTypeField form={form} />
      <TextField
        {...register('title')}
        label={translate('events.fields.title')}
        required
        autoFocus
        error={Boolean(errors.title)}
        helperText={error('title') || ' '}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Controller
        control={control}
        name="allDay"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
            label={translate('events.fields.allDay')}
          />
        )}
      />
      <EventTimeFields form={form} allDay={allDay} timeZone={timeZone} />
      {eventType === 'SCHEDULE' && <RepeatUntilField form={form} />}
      <EventGroupsField form={form} options={options} loading={groupsLoading} />
      <TextField
        {...register('place')}
        label={translate('events.fields.place')}
        error={Boolean(errors.place)}
        helperText={error('place') || translate('events.helpers.place')}
      />
      <TextField
        {...register('onlineLink')}
        type="url"
        label={translate('events.fields.onlineLink')}
        error={Boolean(errors.onlineLink)}
        helperText={error('onlineLink') || translate('events.helpers.onlineLink')}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <TextField
        {...register('description')}
        label={translate('events.fields.description')}
        multiline
        minRows={3}
        maxRows={10}
        error={Boolean(errors.description)}
        helperText={error('description') || ' '}
      />
    </FormDialog>
  );
}
