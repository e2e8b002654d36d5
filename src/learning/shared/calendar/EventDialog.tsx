import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useGetList, useTranslate } from 'react-admin';
import { EVENT_TYPES, type EventDto, type EventType } from '../../../api/events';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { EventSaved } from '../../../dataProvider/eventCalls';
import { FormDialog } from '../FormDialog';
import { fieldMessage } from '../fieldMessage';
import { describeTimeZone } from '../../../api/schoolTime';
import { useCalendarAction, useEventCalls } from './calendarApi';
import { eventInputOf, eventSchema, formFieldOf, formValuesOf, type EventDraftTimes, type EventFormValues } from './eventForm';
import { isSeries } from './eventMoves';

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

interface GroupOption {
  id: number;
  groupName: string;
}

/**
 * Creates or edits an event or a class of the timetable: its times typed on the school's wall
 * clock (whatever the browser's zone), the groups it is for (none: all), a place or an online
 * link, and for a class the last day of its weekly repeats. The server's refusal of a field
 * shows under that field.
 */
export function EventDialog({ open, event, draft, timeZone, onClose, onSaved }: EventDialogProps) {
  const translate = useTranslate();
  const api = useEventCalls();
  const { run, busy } = useCalendarAction();
  const groups = useGetList<GroupOption & { id: number }>('groups', { pagination: { page: 1, perPage: LIST_MAX_SIZE } }, { enabled: open });
  const defaults = useMemo(() => formValuesOf(event, draft, timeZone), [event, draft, timeZone]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EventFormValues>({ resolver: yupResolver(eventSchema), defaultValues: defaults });

  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);

  const eventType = useWatch({ control, name: 'eventType' });
  const allDay = useWatch({ control, name: 'allDay' });

  const options = useMemo<GroupOption[]>(() => {
    const byId = new Map<number, GroupOption>();
    for (const group of event?.groups ?? []) byId.set(group.id, group);
    for (const group of groups.data ?? []) byId.set(Number(group.id), { id: Number(group.id), groupName: group.groupName });
    return [...byId.values()].sort((a, b) => a.groupName.localeCompare(b.groupName));
  }, [event, groups.data]);

  const submit = handleSubmit(async (values) => {
    const input = eventInputOf(values, timeZone);
    if (!input) {
      setError(values.allDay ? 'endDate' : 'endTime', { message: 'events.validation.endBeforeStart' });
      return;
    }
    const answer = await run(() => (event ? api.updateEvent(event.id, input) : api.createEvent(input)), {
      onFieldError: (field, message) => {
        const name = formFieldOf(field.split('.')[0], values.allDay);
        if (name) setError(name, { message }, { shouldFocus: true });
      },
    });
    if (answer) {
      onSaved?.(answer);
      onClose();
    }
  });

  const error = (name: keyof EventFormValues) => fieldMessage(translate, errors[name]?.message as string | undefined);
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <FormDialog
      open={open}
      title={translate(event ? 'events.dialog.editTitle' : 'events.dialog.createTitle')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      busy={busy}
    >
      {event && isSeries(event) && <Alert severity="info">{translate('events.dialog.seriesNote')}</Alert>}
      {!event && (
        <Typography variant="body2" color="text.secondary">
          {translate('events.helpers.draft')}
        </Typography>
      )}
      <Controller
        control={control}
        name="eventType"
        render={({ field }) => (
          <Box>
            <Typography variant="caption" color="text.secondary" component="div" id="event-type-label" sx={{ mb: 0.5 }}>
              {translate('events.fields.eventType')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={field.value}
              onChange={(_, value: EventType | null) => value && field.onChange(value)}
              aria-labelledby="event-type-label"
              sx={{ flexWrap: 'wrap' }}
            >
              {EVENT_TYPES.map((type) => (
                <ToggleButton key={type} value={type} sx={{ px: 1.5 }}>
                  {translate(`events.types.${type}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        )}
      />
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
      <Box sx={{ display: 'grid', gridTemplateColumns: allDay ? '1fr 1fr' : 'minmax(0, 1.3fr) minmax(0, 1fr)', columnGap: 1.5 }}>
        <TextField
          {...register('startDate')}
          type="date"
          label={translate('events.fields.startDate')}
          required
          error={Boolean(errors.startDate)}
          helperText={error('startDate') || ' '}
          slotProps={dateSlot}
        />
        {!allDay && (
          <TextField
            {...register('startTime')}
            type="time"
            label={translate('events.fields.startTime')}
            required
            error={Boolean(errors.startTime)}
            helperText={error('startTime') || ' '}
            slotProps={dateSlot}
          />
        )}
        <TextField
          {...register('endDate')}
          type="date"
          label={translate(allDay ? 'events.fields.endDateAllDay' : 'events.fields.endDate')}
          required
          error={Boolean(errors.endDate)}
          helperText={error('endDate') || ' '}
          slotProps={dateSlot}
        />
        {!allDay && (
          <TextField
            {...register('endTime')}
            type="time"
            label={translate('events.fields.endTime')}
            required
            error={Boolean(errors.endTime)}
            helperText={error('endTime') || ' '}
            slotProps={dateSlot}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: '-8px !important' }}>
        {translate('events.helpers.times', { zone: describeTimeZone(timeZone) })}
      </Typography>
      {eventType === 'SCHEDULE' && (
        <TextField
          {...register('repeatUntil')}
          type="date"
          label={translate('events.fields.repeatUntil')}
          error={Boolean(errors.repeatUntil)}
          helperText={error('repeatUntil') || translate('events.helpers.repeatUntil')}
          slotProps={dateSlot}
        />
      )}
      <Controller
        control={control}
        name="groupIds"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={options}
            loading={groups.isPending}
            value={options.filter((option) => field.value.includes(option.id))}
            onChange={(_, value) => field.onChange(value.map((group) => group.id))}
            getOptionLabel={(option) => option.groupName}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterSelectedOptions
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option.groupName} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('events.fields.groups')}
                error={Boolean(errors.groupIds)}
                helperText={error('groupIds') || translate('events.helpers.groups')}
              />
            )}
          />
        )}
      />
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
