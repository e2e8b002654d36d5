import { useMemo, useState } from 'react';
import { useStore } from 'react-admin';
import type { EventDto, EventOccurrenceDto } from '../../../../api/events';
import { HOUR_MS, parseDay, schoolToday, toWallDate, wallDay } from '../calendarTime';
import { shownView, type CalendarFilterValues, type CalendarView as ViewName } from '../CalendarToolbar';
import type { EventDraftTimes } from '../eventForm';
import { ALL, isView, type PendingMove, type VisibleRange } from './calendarPageState';

interface CalendarStateOptions {
  readOnly: boolean;
  initialDate: string | undefined;
  defaultView: ViewName | undefined;
  phone: boolean;
  zone: string;
}

/**
 * The calendar page's state: the view and filters kept on this device, the visible days, the
 * picked day, and which dialog is open.
 */
export function useCalendarState({ readOnly, initialDate, defaultView, phone, zone }: CalendarStateOptions) {
  const [storedView, setStoredView] = useStore<string | undefined>('events.calendar.view', undefined);
  const [storedFilter, setFilter] = useStore<CalendarFilterValues>('events.calendar.filter', ALL);
  const filter = readOnly ? ALL : { ...ALL, ...storedFilter };
  // Phones open on the list, which reads well at 415 px; a choice made on this device stays.
  const view: ViewName = shownView(isView(storedView) ? storedView : (defaultView ?? (phone ? 'listWeek' : 'dayGridMonth')), phone);

  const [range, setRange] = useState<VisibleRange | null>(null);
  const initialDay = parseDay(initialDate) ? initialDate : undefined;
  const [day, setDay] = useState(() => initialDay ?? schoolToday(zone));
  const [agendaOpen, setAgendaOpen] = useState(false);
  const [creating, setCreating] = useState<EventDraftTimes | null>(null);
  const [editing, setEditing] = useState<EventDto | null>(null);
  const [details, setDetails] = useState<EventOccurrenceDto | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [subscribing, setSubscribing] = useState(false);

  /** A new event on the picked day: from the next full hour today, else at 09:00, one hour long. */
  const newEvent = () => {
    const now = toWallDate(new Date(), zone);
    const today = wallDay(now);
    const start = day === today ? new Date(Math.ceil((now.getTime() + 1) / HOUR_MS) * HOUR_MS) : new Date(`${day}T09:00:00Z`);
    setCreating({ start, end: new Date(start.getTime() + HOUR_MS), allDay: false });
  };

  // Stable while a dialog is open: the form resets when its defaults change.
  const dayDraft = useMemo<EventDraftTimes>(
    () => ({ start: new Date(`${day}T09:00:00Z`), end: new Date(`${day}T10:00:00Z`), allDay: false }),
    [day],
  );
  return {
    view,
    setStoredView,
    filter,
    setFilter,
    range,
    setRange,
    initialDay,
    day,
    setDay,
    agendaOpen,
    setAgendaOpen,
    creating,
    setCreating,
    editing,
    setEditing,
    details,
    setDetails,
    pendingMove,
    setPendingMove,
    subscribing,
    setSubscribing,
    newEvent,
    dayDraft,
  };
}
