import { memo, type Ref } from 'react';
import Box from '@mui/material/Box';
import FullCalendar from '@fullcalendar/react';
import type {
  DateSelectArg,
  DatesSetArg,
  DayHeaderContentArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { TranslateFunction } from 'react-admin';
import type { CalendarDeadlineProps, CalendarEntryProps } from './calendarEvents';
import { calendarSx } from './calendarStyles';
import { toWallDate, wallDay, wallIso } from './calendarTime';
import type { CalendarView as ViewName } from './CalendarToolbar';
import { capitalize } from './eventFormat';

/** What the page does with FullCalendar's callbacks; the page keeps them stable (see CalendarPage). */
export interface CalendarViewHandlers {
  onDatesSet: (arg: DatesSetArg) => void;
  onSelect: (arg: DateSelectArg) => void;
  onDateClick: (arg: DateClickArg) => void;
  /** A day's number (or a list's day heading) was clicked: yyyy-MM-dd. */
  onDayLink: (day: string) => void;
  onEventClick: (arg: EventClickArg) => void;
  onEventChange: (arg: EventDropArg | EventResizeDoneArg, resize: boolean) => void;
}

export interface CalendarViewProps {
  calendarRef: Ref<FullCalendar>;
  events: EventInput[];
  view: ViewName;
  initialDate?: string;
  language: string;
  timeZone: string;
  readOnly: boolean;
  phone: boolean;
  translate: TranslateFunction;
  handlers: CalendarViewHandlers;
}

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const timeFormat = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
// Russian weekdays come in lower case ("пн"): headings start with a capital (Пн … Вс). The list
// keeps FullCalendar's own day heading (weekday and date, each a link to the day).
const capitalHeader = { dayHeaderContent: (arg: DayHeaderContentArg) => capitalize(arg.text) };
const views = { dayGrid: capitalHeader, timeGrid: capitalHeader };

/** A task's deadline: its time, a "Deadline" label, the task and its course. */
function DeadlineContent({ arg, entry, translate }: { arg: EventContentArg; entry: CalendarDeadlineProps; translate: TranslateFunction }) {
  const { deadline } = entry;
  const list = arg.view.type.startsWith('list');
  return (
    <span className="lms-event__content" data-testid="calendar-deadline" data-kind={entry.kind} data-task-id={deadline.taskId}>
      {!list && arg.timeText && <span className="lms-event__time">{arg.timeText}</span>}
      <span className="lms-event__label">{translate('events.deadline.label')}</span>
      <span className="lms-event__title">{deadline.title}</span>
      <span className="lms-event__course">{deadline.courseName}</span>
    </span>
  );
}

/** The text of an entry's tooltip. */
function entryTooltip(entry: CalendarEntryProps, translate: TranslateFunction): string {
  if (entry.kind === 'TASK_DEADLINE') {
    return translate('events.deadline.title', { task: entry.deadline.title, course: entry.deadline.courseName });
  }
  return `${entry.occurrence.title} — ${translate(`events.status.${entry.occurrence.status}`)}`;
}

function EventContent({ arg, translate }: { arg: EventContentArg; translate: TranslateFunction }) {
  const entry = arg.event.extendedProps as CalendarEntryProps;
  if (entry.kind === 'TASK_DEADLINE') return <DeadlineContent arg={arg} entry={entry} translate={translate} />;
  const { occurrence } = entry;
  const list = arg.view.type.startsWith('list');
  const cancelled = occurrence.status === 'CANCELLED';
  return (
    <span className="lms-event__content" data-testid="calendar-event" data-status={occurrence.status} data-event-id={occurrence.id}>
      {!list && !arg.event.allDay && arg.timeText && <span className="lms-event__time">{arg.timeText}</span>}
      {cancelled ? <s className="lms-event__title">{arg.event.title}</s> : <span className="lms-event__title">{arg.event.title}</span>}
      {occurrence.status !== 'ACTIVE' && (
        <span className="lms-hidden"> {translate('events.a11y.status', { status: translate(`events.status.${occurrence.status}`) })}</span>
      )}
    </span>
  );
}

/**
 * FullCalendar as the app shows it: Monday first, the user's language, 24-hour times, the
 * school's wall clock (calendarTime.ts), the theme's colours (calendarStyles.ts). Memoised:
 * opening a dialog or a menu of the page does not lay the whole calendar out again.
 */
export const CalendarView = memo(function CalendarView({
  calendarRef,
  events,
  view,
  initialDate,
  language,
  timeZone,
  readOnly,
  phone,
  translate,
  handlers,
}: CalendarViewProps) {
  const timeGrid = view.startsWith('timeGrid');
  return (
    <Box sx={(theme) => calendarSx(theme)}>
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView={view}
        initialDate={initialDate}
        headerToolbar={false}
        locale={language === 'ru' ? ruLocale : enGbLocale}
        firstDay={1}
        // Wall dates of the school's zone, as calendarTime.ts explains.
        timeZone="UTC"
        now={() => wallIso(toWallDate(new Date(), timeZone))}
        events={events}
        eventDisplay="block"
        editable={!readOnly}
        selectable={!readOnly}
        selectMirror
        dayMaxEvents
        navLinks
        navLinkDayClick={(date) => handlers.onDayLink(wallDay(date))}
        dateClick={handlers.onDateClick}
        select={handlers.onSelect}
        eventClick={handlers.onEventClick}
        eventDrop={(arg) => handlers.onEventChange(arg, false)}
        eventResize={(arg) => handlers.onEventChange(arg, true)}
        datesSet={handlers.onDatesSet}
        eventContent={(arg) => <EventContent arg={arg} translate={translate} />}
        eventDidMount={(arg) => arg.el.setAttribute('title', entryTooltip(arg.event.extendedProps as CalendarEntryProps, translate))}
        views={views}
        eventTimeFormat={timeFormat}
        slotLabelFormat={timeFormat}
        allDayText={translate('events.agenda.allDay')}
        noEventsText={translate('events.empty')}
        timeHint={translate('events.hints.time')}
        eventHint={translate('events.hints.event')}
        closeHint={translate('events.hints.close')}
        navLinkHint={translate('events.hints.goTo')}
        viewHint={translate('events.hints.view')}
        moreLinkHint={(count: number) => translate('events.hints.more', { smart_count: count })}
        nowIndicator
        scrollTime="08:00:00"
        height={timeGrid ? (phone ? 560 : 720) : 'auto'}
        longPressDelay={500}
      />
    </Box>
  );
});
