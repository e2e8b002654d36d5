import { useCallback, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import { useNavigate } from 'react-router-dom';
import type { EventOccurrenceDto } from '../../../../api/events';
import { useCalendarAction, useEventCalls } from '../calendarApi';
import type { CalendarEntryProps } from '../calendarEvents';
import { DAY_MS, wallDay } from '../calendarTime';
import type { CalendarView as ViewName } from '../CalendarToolbar';
import type { CalendarViewHandlers } from '../CalendarView';
import type { EventDraftTimes } from '../eventForm';
import { capitalize } from '../eventFormat';
import { isSeries, movedEventInput } from '../eventMoves';
import type { PendingMove, VisibleRange } from './calendarPageState';

interface CalendarHandlersOptions {
  readOnly: boolean;
  zone: string;
  /** Wide screens show the picked day beside the calendar; others open it in a sheet. */
  sidePanel: boolean;
  setDay: Dispatch<SetStateAction<string>>;
  setAgendaOpen: Dispatch<SetStateAction<boolean>>;
  setCreating: Dispatch<SetStateAction<EventDraftTimes | null>>;
  setDetails: Dispatch<SetStateAction<EventOccurrenceDto | null>>;
  setPendingMove: Dispatch<SetStateAction<PendingMove | null>>;
  setRange: Dispatch<SetStateAction<VisibleRange | null>>;
}

/**
 * What the calendar does on a click, a selection, a drag or a new range of days: picks the day,
 * starts a new event, opens one, or moves it (asking first for an event of a series).
 */
export function useCalendarHandlers({
  readOnly,
  zone,
  sidePanel,
  setDay,
  setAgendaOpen,
  setCreating,
  setDetails,
  setPendingMove,
  setRange,
}: CalendarHandlersOptions) {
  const api = useEventCalls();
  const navigate = useNavigate();
  const { run } = useCalendarAction();

  const pickDay = useCallback(
    (next: string, openSheet: boolean) => {
      setDay(next);
      if (openSheet && !sidePanel) setAgendaOpen(true);
    },
    [sidePanel, setDay, setAgendaOpen],
  );

  const onSelect = (arg: DateSelectArg) => {
    setCreating({ start: arg.start, end: arg.end, allDay: arg.allDay });
    setDay(wallDay(arg.start));
    arg.view.calendar.unselect();
  };

  const onDateClick = (arg: DateClickArg) => {
    // A click also selects the day for administrators, who then create an event; a tap on a touch
    // screen does not select (a long press does): it shows the day, as any click does for readers.
    const jsEvent = arg.jsEvent as MouseEvent & { pointerType?: string };
    const touch = jsEvent.type.startsWith('touch') || jsEvent.pointerType === 'touch';
    pickDay(wallDay(arg.date), readOnly || touch);
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const entry = arg.event.extendedProps as CalendarEntryProps;
    // A task's deadline opens its page in the app, when the user has one.
    if (entry.kind === 'TASK_DEADLINE') {
      if (entry.link) navigate(entry.link);
      return;
    }
    setDetails(entry.occurrence);
  };

  const saveMove = async ({ occurrence, input, revert }: PendingMove) => {
    const answer = await run(() => api.updateEvent(occurrence.id, input));
    if (!answer) revert();
  };

  const onEventChange = (arg: EventDropArg | EventResizeDoneArg, resize: boolean) => {
    const entry = arg.event.extendedProps as CalendarEntryProps;
    if (entry.kind !== 'EVENT' || !arg.event.start) {
      arg.revert();
      return;
    }
    const { occurrence } = entry;
    const input = movedEventInput(occurrence, { start: arg.event.start, end: arg.event.end, allDay: arg.event.allDay }, zone);
    const move = { occurrence, input, resize, revert: arg.revert };
    if (isSeries(occurrence)) setPendingMove(move);
    else void saveMove(move);
  };

  const onDatesSet = (arg: DatesSetArg) =>
    setRange({
      from: wallDay(arg.start),
      to: wallDay(new Date(arg.end.getTime() - DAY_MS)),
      title: capitalize(arg.view.title),
      view: arg.view.type as ViewName,
    });

  // FullCalendar lays itself out again when a callback changes: it gets stable ones that call
  // this render's.
  const latest = useRef({ onDatesSet, onSelect, onDateClick, onEventClick, onEventChange, pickDay });
  latest.current = { onDatesSet, onSelect, onDateClick, onEventClick, onEventChange, pickDay };
  const handlers = useMemo<CalendarViewHandlers>(
    () => ({
      onDatesSet: (arg) => latest.current.onDatesSet(arg),
      onSelect: (arg) => latest.current.onSelect(arg),
      onDateClick: (arg) => latest.current.onDateClick(arg),
      onDayLink: (next) => latest.current.pickDay(next, true),
      onEventClick: (arg) => latest.current.onEventClick(arg),
      onEventChange: (arg, resize) => latest.current.onEventChange(arg, resize),
    }),
    [],
  );
  return { pickDay, saveMove, handlers };
}
