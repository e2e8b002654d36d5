import type { RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type FullCalendar from '@fullcalendar/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { EventInput as CalendarEventInput } from '@fullcalendar/core';
import { CALENDAR_VIEWS, CalendarToolbar, PHONE_VIEWS, type CalendarFilterValues, type CalendarView as ViewName } from '../CalendarToolbar';
import { CalendarView, type CalendarViewHandlers } from '../CalendarView';
import type { VisibleRange } from './calendarPageState';

interface CalendarMainProps {
  calendarRef: RefObject<FullCalendar | null>;
  range: VisibleRange | null;
  view: ViewName;
  onView: (next: ViewName) => void;
  onToday: () => void;
  /** Administrators only: the filters by group and status. */
  filters?: { values: CalendarFilterValues; groups: { id: number; groupName: string }[]; onChange: (values: CalendarFilterValues) => void };
  /** The period's load: only its state is read here. */
  events: UseQueryResult<unknown>;
  calendarEvents: CalendarEventInput[];
  initialDay: string | undefined;
  language: string;
  zone: string;
  readOnly: boolean;
  phone: boolean;
  handlers: CalendarViewHandlers;
}

/** The calendar itself: its toolbar, a bar while events load, a load error, and FullCalendar. */
export function CalendarMain({
  calendarRef,
  range,
  view,
  onView,
  onToday,
  filters,
  events,
  calendarEvents,
  initialDay,
  language,
  zone,
  readOnly,
  phone,
  handlers,
}: CalendarMainProps) {
  const translate = useTranslate();
  const calendarApi = () => calendarRef.current?.getApi();
  return (
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
        views={phone ? PHONE_VIEWS : CALENDAR_VIEWS}
        onView={onView}
        onPrevious={() => calendarApi()?.prev()}
        onNext={() => calendarApi()?.next()}
        onToday={() => {
          calendarApi()?.today();
          onToday();
        }}
        filters={filters}
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
  );
}
