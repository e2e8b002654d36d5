import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type FullCalendar from '@fullcalendar/react';
import { useLocaleState, useTranslate } from 'react-admin';
import { BREAKPOINTS } from '../../../shell/theme';
import { LearningPage } from '../LearningPage';
import { describeTimeZone } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../useSchoolTimeZone';
import { schoolToday } from './calendarTime';
import type { CalendarView as ViewName } from './CalendarToolbar';
import { DayAgenda } from './DayAgenda';
import { SubscribeDialog } from './SubscribeDialog';
import { PAGE_DICTIONARIES } from '../../../i18n/dictionaries';
import { useDictionaries } from '../../../i18n/useDictionaries';
import { AgendaSheet } from './CalendarPage/AgendaSheet';
import { CalendarActions } from './CalendarPage/CalendarActions';
import { CalendarDialogs } from './CalendarPage/CalendarDialogs';
import { CalendarMain } from './CalendarPage/CalendarMain';
import { useCalendarEvents } from './CalendarPage/useCalendarEvents';
import { useCalendarHandlers } from './CalendarPage/useCalendarHandlers';
import { useCalendarState } from './CalendarPage/useCalendarState';

export interface CalendarPageProps {
  /** Instructors and students: published events of their groups, nothing to create, move or publish. */
  readOnly?: boolean;
  /** The day (yyyy-MM-dd) it opens on, for stories and tests; the school's today by default. */
  initialDate?: string;
  /** The view before the user picks one on this device; month on wide screens, the list on phones by default. */
  defaultView?: ViewName;
}

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
  const phone = useMediaQuery(theme.breakpoints.down(BREAKPOINTS.response));
  const sidePanel = useMediaQuery(theme.breakpoints.up('lg'));
  const calendarRef = useRef<FullCalendar>(null);
  const state = useCalendarState({ readOnly, initialDate, defaultView, phone, zone });
  const { view, filter, range, initialDay, day, setDay, agendaOpen, setAgendaOpen, setCreating, setDetails, setPendingMove, setRange } =
    state;

  const { groups, events, calendarEvents } = useCalendarEvents(range, filter, zone, readOnly);

  // The stored view may change from outside FullCalendar (the toolbar, another tab).
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api && api.view.type !== view) api.changeView(view);
  }, [view]);

  const { pickDay, saveMove, handlers } = useCalendarHandlers({
    readOnly,
    zone,
    sidePanel,
    setDay,
    setAgendaOpen,
    setCreating,
    setDetails,
    setPendingMove,
    setRange,
  });

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
      actions={<CalendarActions readOnly={readOnly} onSubscribe={() => state.setSubscribing(true)} onNewEvent={state.newEvent} />}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        <CalendarMain
          calendarRef={calendarRef}
          range={range}
          view={view}
          onView={(next) => state.setStoredView(next)}
          onToday={() => pickDay(schoolToday(zone), false)}
          filters={
            readOnly
              ? undefined
              : {
                  values: filter,
                  groups: (groups.data ?? []).map((g) => ({ id: g.id, groupName: g.groupName })),
                  onChange: state.setFilter,
                }
          }
          events={events}
          calendarEvents={calendarEvents}
          initialDay={initialDay}
          language={language}
          zone={zone}
          readOnly={readOnly}
          phone={phone}
          handlers={handlers}
        />
        {sidePanel && (
          <Paper variant="outlined" sx={{ width: 300, flexShrink: 0, p: 2, position: 'sticky', top: 72 }}>
            {agenda}
          </Paper>
        )}
      </Box>
      {!sidePanel && <AgendaSheet open={agendaOpen} onClose={() => setAgendaOpen(false)} agenda={agenda} />}
      <CalendarDialogs {...state} readOnly={readOnly} zone={zone} saveMove={saveMove} />
      <SubscribeDialog open={state.subscribing} onClose={() => state.setSubscribing(false)} />
    </LearningPage>
  );
}
