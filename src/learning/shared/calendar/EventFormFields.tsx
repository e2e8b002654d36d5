import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { EVENT_TYPES, type EventType } from '../../../api/events';
import { describeTimeZone } from '../../../api/schoolTime';
import { DayPicker } from '../../../shell/datePickers/DayPicker';
import { TimeOfDayPicker } from '../../../shell/datePickers/TimeOfDayPicker';
import { fieldMessage } from '../fieldMessage';
import type { EventFormValues } from './eventForm';
import type { GroupOption } from './useEventDialog';

type EventForm = UseFormReturn<EventFormValues>;

/** The translated error of one field of the event form; '' for none. */
function useFieldError(form: EventForm) {
  const translate = useTranslate();
  const { errors } = form.formState;
  return (name: keyof EventFormValues) => fieldMessage(translate, errors[name]?.message as string | undefined);
}

/** Event, class, webinar…: one toggle group labelled by its caption. */
export function EventTypeField({ form }: { form: EventForm }) {
  const translate = useTranslate();
  return (
    <Controller
      control={form.control}
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
  );
}

type PickedName = 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'repeatUntil';

/** A day (yyyy-MM-dd) or a time (HH:mm) of the form in the app's language's picker. */
function PickedField({
  form,
  name,
  kind,
  label,
  helperText,
  required,
}: {
  form: EventForm;
  name: PickedName;
  kind: 'day' | 'time';
  label: string;
  helperText: string;
  required?: boolean;
}) {
  const Picker = kind === 'day' ? DayPicker : TimeOfDayPicker;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Picker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          label={label}
          required={required}
          error={Boolean(form.formState.errors[name])}
          helperText={helperText}
        />
      )}
    />
  );
}

/** Start and end, as dates for an all-day event and dates with times otherwise, on the school's clock. */
export function EventTimeFields({ form, allDay, timeZone }: { form: EventForm; allDay: boolean; timeZone: string }) {
  const translate = useTranslate();
  const error = useFieldError(form);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: allDay ? '1fr 1fr' : 'minmax(0, 1.3fr) minmax(0, 1fr)', columnGap: 1.5 }}>
        <PickedField
          form={form}
          name="startDate"
          kind="day"
          label={translate('events.fields.startDate')}
          required
          helperText={error('startDate') || ' '}
        />
        {!allDay && (
          <PickedField
            form={form}
            name="startTime"
            kind="time"
            label={translate('events.fields.startTime')}
            required
            helperText={error('startTime') || ' '}
          />
        )}
        <PickedField
          form={form}
          name="endDate"
          kind="day"
          label={translate(allDay ? 'events.fields.endDateAllDay' : 'events.fields.endDate')}
          required
          helperText={error('endDate') || ' '}
        />
        {!allDay && (
          <PickedField
            form={form}
            name="endTime"
            kind="time"
            label={translate('events.fields.endTime')}
            required
            helperText={error('endTime') || ' '}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: '-8px !important' }}>
        {translate('events.helpers.times', { zone: describeTimeZone(timeZone) })}
      </Typography>
    </>
  );
}

/** The last day of a weekly class's repeats. */
export function RepeatUntilField({ form }: { form: EventForm }) {
  const translate = useTranslate();
  const error = useFieldError(form);
  return (
    <PickedField
      form={form}
      name="repeatUntil"
      kind="day"
      label={translate('events.fields.repeatUntil')}
      helperText={error('repeatUntil') || translate('events.helpers.repeatUntil')}
    />
  );
}

interface GroupsFieldProps {
  form: EventForm;
  options: GroupOption[];
  loading: boolean;
}

/** The groups the event is for, as chips; none means all. */
export function EventGroupsField({ form, options, loading }: GroupsFieldProps) {
  const translate = useTranslate();
  const error = useFieldError(form);
  return (
    <Controller
      control={form.control}
      name="groupIds"
      render={({ field }) => (
        <Autocomplete
          multiple
          options={options}
          loading={loading}
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
              error={Boolean(form.formState.errors.groupIds)}
              helperText={error('groupIds') || translate('events.helpers.groups')}
            />
          )}
        />
      )}
    />
  );
}
