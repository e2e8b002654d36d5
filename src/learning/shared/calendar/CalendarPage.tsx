import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import type FullCalendar from '@fullcalendar/react';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Confirm, useGetList, useLocaleState, useStore, useTranslate } from 'react-admin';
import type { EventDto, EventInput, EventOccurrenceDto } from '../../../api/events';
import { LIST_MAX_SIZE } from '../../../api/constants';
import { ALL_FILTER } from '../../../dataProvider/eventCalls';
import { BREAKPOINTS } from '../../../shell/theme';
import { LearningPage } from '../LearningPage';
import { describeTimeZone } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../useSchoolTimeZone';
import { eventKeys, useCalendarAction, useEventCalls } from './calendarApi';
import { toCalendarEvent, type CalendarEventProps } from './calendarEvents';
import { DAY_MS, HOUR_MS, parseDay, schoolToday, toWallDate, wallDay } from './calendarTime';
import { CalendarToolbar, CALENDAR_VIEWS, type CalendarFilterValues, type CalendarView as ViewName } from './CalendarToolbar';
import { CalendarView, type CalendarViewHandlers } from './CalendarView';
import { DayAgenda } from './DayAgenda';
import { EventDetailsDialog } from './EventDetailsDialog';
import { EventDialog } from './EventDialog';
import type { EventDraftTimes } from './eventForm';
import { capitalize } from './eventFormat';
import { isSeries, movedEventInput } from './eventMoves';
import { SubscribeDialog } from './SubscribeDialog';
import { PAGE_DICTIONARIES } from '../../../i18n/dictionaries';
import { useDictionaries } from '../../../i18n/useDictionaries';

export interface CalendarPageProps {
  /** Instructors and students: published events of their groups, nothing to create, move or publish. */
  readOnly?: boolean;
  /** The day (yyyy-MM-dd) it opens on, for stories and tests; the school's today by default. */
  initialDate?: string;
  /** The view before the user picks one on this device; month on wide screens, the list on phones by default. */
  defaultView?: ViewName;
}

interface VisibleRange {
  from: string;
  to: string;
  title: string;
  view: ViewName;
}

interface PendingMove {
  occurrence: EventOccurrenceDto;
  input: EventInput;
  resize: boolean;
  revert: () => void;
}

const ALL: CalendarFilterValues = { groupId: ALL_FILTER, eventStatus: ALL_FILTER };
const isView = (value: unknown): value is ViewName => CALENDAR_VIEWS.includes(value as ViewName);

/**
 * The calendar of every area (/admin/calendar, /instructor/calendar, /student/calendar):
 * FullCalendar's month, week, day and list views, Monday first, in the user's language and the
 * school's timezone. Administrators see every event with filters by group and status, create
 * one by clicking a day or selecting times, move and resize by dragging, and publish, cancel or
 * delete from its details; the others read their groups' published events. The picked day's
 * events (GET /events/byDate) show beside the calendar on wide screens and in a sheet on
 * phones; everyone can subscribe to their calendar from another app.
 */
export function CalendarPage({ readOnly = false, initialDate, defaultView }: CalendarPageProps) {
  useDictionaries(PAGE_DICTIONARIES.calendar);
  const translate = useTranslate();
  const [language] = useLocaleState();
  const theme = useTheme();
  const zone = useSchoolTimeZone();
  const api = useEventCalls();
  const { run } = useCalendarAction();
  const phone = useMediaQuery(theme.breakpoints.down(BREAKPOINTS.response));
  const sidePanel = useMediaQuery(theme.breakpoints.up('lg'));
  const calendarRef = useRef<FullCalendar>(null);

  const [storedView, setStoredView] = useStore<string | undefined>('events.calendar.view', undefined);
  const [storedFilter, setFilter] = useStore<CalendarFilterValues>('events.calendar.filter', ALL);
  const filter = readOnly ? ALL : { ...ALL, ...storedFilter };
  // Phones open on the list, which reads well at 415 px; a choice made on this device stays.
  const view: ViewName = isView(storedView) ? storedView : (defaultView ?? (phone ? 'listWeek' : 'dayGridMonth'));

  const [range, setRange] = useState<VisibleRange | null>(null);
  const initialDay = parseDay(initialDate) ? initialDate : undefined;
  const [day, setDay] = useState(() => initialDay ?? schoolToday(zone));
  const [agendaOpen, setAgendaOpen] = useState(false);
  const [creating, setCreating] = useState<EventDraftTimes | null>(null);
  const [editing, setEditing] = useState<EventDto | null>(null);
  const [details, setDetails] = useState<EventOccurrenceDto | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [subscribing, setSubscribing] = useState(false);

  const groups = useGetList<{ id: number; groupName: string }>(
    'groups',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE } },
    { enabled: !readOnly },
  );

  const listFilter = range ? { from: range.from, to: range.to, groupId: filter.groupId, eventStatus: filter.eventStatus } : null;
  const events = useQuery({
    queryKey: eventKeys.list(listFilter ?? { from: '', to: '' }),
    // The view is the screen's; the client leaves it (and '0' filters) out of the call.
    queryFn: ({ signal }) => api.listEvents({ ...(listFilter as NonNullable<typeof listFilter>), view: range?.view }, signal),
    enabled: Boolean(listFilter),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const calendarEvents = useMemo(() => (events.data ?? []).map((o) => toCalendarEvent(o, zone, !readOnly)), [events.data, zone, readOnly]);

  // The stored view may change from outside FullCalendar (the toolbar, another tab).
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api && api.view.type !== view) api.changeView(view);
  }, [view]);

  const calendarApi = () => calendarRef.current?.getApi();

  const pickDay = useCallback(
    (next: string, openSheet: boolean) => {
      setDay(next);
      if (openSheet && !sidePanel) setAgendaOpen(true);
    },
    [sidePanel],
  );

  /** A new event on the picked day: from the next full hour today, else at 09:00, one hour long. */
  const newEvent = () => {
    const now = toWallDate(new Date(), zone);
    const today = wallDay(now);
    const start = day === today ? new Date(Math.ceil((now.getTime() + 1) / HOUR_MS) * HOUR_MS) : new Date(`${day}T09:00:00Z`);
    setCreating({ start, end: new Date(start.getTime() + HOUR_MS), allDay: false });
  };

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
    setDetails((arg.event.extendedProps as CalendarEventProps).occurrence);
  };

  const saveMove = async ({ occurrence, input, revert }: PendingMove) => {
    const answer = await run(() => api.updateEvent(occurrence.id, input));
    if (!answer) revert();
  };

  const onEventChange = (arg: EventDropArg | EventResizeDoneArg, resize: boolean) => {
    const { occurrence } = arg.event.extendedProps as CalendarEventProps;
    if (!arg.event.start) {
      arg.revert();
      return;
    }
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

  // Stable while a dialog is open: the form resets when its defaults change.
  const dayDraft = useMemo<EventDraftTimes>(
    () => ({ start: new Date(`${day}T09:00:00Z`), end: new Date(`${day}T10:00:00Z`), allDay: false }),
    [day],
  );
  const agenda = <DayAgenda day={day} timeZone={zone} onOpen={setDetails} />;

  return (
    <LearningPage
      title={translate('events.title')}
      subtitle={
        <>
          {translate(readOnly ? 'events.readOnlyHint' : 'events.adminHint')}{' '}
          {translate('events.timeZone', { zone: describeTimeZone(zone) })}
        </>
      }
      actions={
        <>
          <Button variant="outlined" startIcon={<RssFeedIcon />} onClick={() => setSubscribing(true)}>
            {translate('events.subscribe')}
          </Button>
          {!readOnly && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={newEvent}>
              {translate('events.newEvent')}
            </Button>
          )}
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        <Paper
          variant="outlined"
          sx={{ flex: 1, minWidth: 0, p: { xs: 1, sm: 2 } }}
          data-testid="calendar"
          data-view={view}
          aria-busy={!range || events.isFetching}
        >
          <CalendarToolbar
            title={range?.title ?? ''}
            view={view}
            onView={(next) => setStoredView(next)}
            onPrevious={() => calendarApi()?.prev()}
            onNext={() => calendarApi()?.next()}
            onToday={() => {
              calendarApi()?.today();
              pickDay(schoolToday(zone), false);
            }}
            filters={
              readOnly
                ? undefined
                : { values: filter, groups: (groups.data ?? []).map((g) => ({ id: g.id, groupName: g.groupName })), onChange: setFilter }
            }
          />
          <Box sx={{ height: 4, mb: 0.5 }}>{events.isFetching && <LinearProgress aria-label={translate('events.loading')} />}</Box>
          {events.error && (
            <Alert
              severity="error"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void events.refetch()}>
                  {translate('events.retry')}
                </Button>
              }
            >
              {(events.error as Error).message || translate('events.loadFailed')}
            </Alert>
          )}
          <CalendarView
            calendarRef={calendarRef}
            events={calendarEvents}
            view={view}
            initialDate={initialDay}
            language={language}
            timeZone={zone}
            readOnly={readOnly}
            phone={phone}
            translate={translate}
            handlers={handlers}
          />
        </Paper>
        {sidePanel && (
          <Paper variant="outlined" sx={{ width: 300, flexShrink: 0, p: 2, position: 'sticky', top: 72 }}>
            {agenda}
          </Paper>
        )}
      </Box>
      {!sidePanel && (
        <Drawer
          anchor="bottom"
          open={agendaOpen}
          onClose={() => setAgendaOpen(false)}
          slotProps={{ paper: { sx: { maxHeight: '75vh', borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2, pt: 1 } } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={translate('events.agenda.close')} onClick={() => setAgendaOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {agendaOpen && agenda}
        </Drawer>
      )}
      <EventDetailsDialog
        occurrence={details}
        timeZone={zone}
        readOnly={readOnly}
        onClose={() => setDetails(null)}
        onEdit={(event) => {
          setDetails(null);
          setEditing(event);
        }}
      />
      {!readOnly && (
        <>
          <EventDialog
            open={Boolean(creating) || Boolean(editing)}
            event={editing}
            draft={creating ?? dayDraft}
            timeZone={zone}
            onClose={() => {
              setCreating(null);
              setEditing(null);
            }}
          />
          <Confirm
            isOpen={Boolean(pendingMove)}
            title="events.move.title"
            content={pendingMove?.resize ? 'events.move.resizeContent' : 'events.move.content'}
            contentTranslateOptions={{ title: pendingMove?.occurrence.title ?? '' }}
            confirm={pendingMove?.resize ? 'events.move.confirmResize' : 'events.move.confirm'}
            onConfirm={() => {
              const move = pendingMove;
              setPendingMove(null);
              if (move) void saveMove(move);
            }}
            onClose={() => {
              pendingMove?.revert();
              setPendingMove(null);
            }}
          />
        </>
      )}
      <SubscribeDialog open={subscribing} onClose={() => setSubscribing(false)} />
    </LearningPage>
  );
}
