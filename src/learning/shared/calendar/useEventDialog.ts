import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useGetList } from 'react-admin';
import type { EventDto } from '../../../api/events';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { EventSaved } from '../../../dataProvider/eventCalls';
import { useCalendarAction, useEventCalls } from './calendarApi';
import {
  eventInputOf,
  eventOverAlready,
  eventSchema,
  formFieldOf,
  formValuesOf,
  overField,
  type EventDraftTimes,
  type EventFormContext,
  type EventFormValues,
} from './eventForm';

export interface GroupOption {
  id: number;
  groupName: string;
}

interface EventDialogState {
  open: boolean;
  event?: EventDto | null;
  draft: EventDraftTimes;
  timeZone: string;
  onClose: () => void;
  onSaved?: (answer: EventSaved) => void;
}

/**
 * The event dialog's form: filled afresh each time it opens, the groups to choose from (the
 * event's own, even one the list no longer has, and the school's), and the save, whose
 * refusal of a field lands on that field.
 */
export function useEventDialog({ open, event, draft, timeZone, onClose, onSaved }: EventDialogState) {
  const api = useEventCalls();
  const { run, busy } = useCalendarAction();
  const groups = useGetList<GroupOption & { id: number }>('groups', { pagination: { page: 1, perPage: LIST_MAX_SIZE } }, { enabled: open });
  const defaults = useMemo(() => formValuesOf(event, draft, timeZone), [event, draft, timeZone]);
  // A new event over already is refused (src/api/pastDates.ts); saving an existing one is not.
  const context: EventFormContext = { timeZone, isNew: !event };
  const form = useForm<EventFormValues, EventFormContext>({ resolver: yupResolver(eventSchema), defaultValues: defaults, context });
  const { control, handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);

  useOverAlreadyNotice(form, open && !event, timeZone);

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

  return { form, busy, eventType, allDay, options, groupsLoading: groups.isPending, submit };
}

const OVER = 'events.validation.eventInPast';

/**
 * Names a new event that is over already on the field the server would name, as its times are
 * picked rather than at the save, without judging the form's other fields early; the name goes
 * when the times move on. The schema refuses such an event at the save too.
 */
function useOverAlreadyNotice(form: UseFormReturn<EventFormValues, EventFormContext>, enabled: boolean, timeZone: string) {
  const { control, setError, clearErrors, getFieldState } = form;
  const values = useWatch({ control }) as EventFormValues;
  const field = enabled && eventOverAlready(values, timeZone) ? overField(values) : null;
  useEffect(() => {
    for (const name of ['endDate', 'endTime', 'repeatUntil'] as const) {
      const shown = getFieldState(name).error?.message === OVER;
      if (name === field && !shown) setError(name, { type: 'past', message: OVER });
      else if (name !== field && shown) clearErrors(name);
    }
  }, [field, setError, clearErrors, getFieldState]);
}
