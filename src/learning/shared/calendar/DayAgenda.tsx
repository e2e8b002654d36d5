import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EventOccurrenceDto, TaskDeadlineEntryDto } from '../../../api/events';
import { eventKeys, useEventCalls } from './calendarApi';
import { schoolDayOf, toWallDate, wallClock } from './calendarTime';
import { EventStatusChip } from './EventStatusChip';
import { formatDay, formatTimes } from './eventFormat';
import { useDeadlineLink } from './useDeadlineLink';

export interface DayAgendaProps {
  /** yyyy-MM-dd in the school's timezone. */
  day: string;
  timeZone: string;
  onOpen: (occurrence: EventOccurrenceDto) => void;
}

/** When an occurrence runs on `day`: its times, or "all day" when it fills it (or runs past it). */
function timesOn(occurrence: EventOccurrenceDto, day: string, timeZone: string, allDay: string): string {
  if (occurrence.allDay) return allDay;
  const startsBefore = schoolDayOf(occurrence.occurrenceStart, timeZone) < day;
  const endsAfter = schoolDayOf(new Date(new Date(occurrence.occurrenceEnd).getTime() - 1), timeZone) > day;
  if (startsBefore && endsAfter) return allDay;
  const [from, to] = formatTimes(occurrence, timeZone).split('–');
  return `${startsBefore ? '…' : from}–${endsAfter ? '…' : to}`;
}

/** An event's occurrence on the day: its times, title and status; opens the event. */
function AgendaOccurrence({ occurrence, day, timeZone, onOpen }: DayAgendaProps & { occurrence: EventOccurrenceDto }) {
  const translate = useTranslate();
  const cancelled = occurrence.status === 'CANCELLED';
  return (
    <ListItemButton
      onClick={() => onOpen(occurrence)}
      data-testid="agenda-item"
      sx={{
        borderRadius: 1,
        mb: 0.5,
        alignItems: 'flex-start',
        gap: 1.5,
        borderLeft: 4,
        borderLeftStyle: occurrence.status === 'DRAFT' ? 'dashed' : 'solid',
        borderLeftColor: cancelled ? 'text.disabled' : occurrence.eventType === 'SCHEDULE' ? 'secondary.main' : 'primary.main',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 84, fontVariantNumeric: 'tabular-nums', pt: '1px' }}>
        {timesOn(occurrence, day, timeZone, translate('events.agenda.allDay'))}
      </Typography>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: cancelled ? 'text.secondary' : 'text.primary' }}
        >
          {cancelled ? <s>{occurrence.title}</s> : occurrence.title}
        </Typography>
        {occurrence.status !== 'ACTIVE' && (
          <Box sx={{ mt: 0.5 }}>
            <EventStatusChip status={occurrence.status} />
          </Box>
        )}
      </Box>
    </ListItemButton>
  );
}

const deadlineRowSx = {
  borderRadius: 1,
  mb: 0.5,
  alignItems: 'flex-start',
  gap: 1.5,
  borderLeft: 4,
  borderLeftColor: 'warning.main',
} as const;

/** A task's deadline on the day: its time, a "Deadline" label, the task and its course; a link to it where the user has a page for it. */
function AgendaDeadline({ deadline, timeZone, link }: { deadline: TaskDeadlineEntryDto; timeZone: string; link: string | null }) {
  const translate = useTranslate();
  const content = (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 84, fontVariantNumeric: 'tabular-nums', pt: '1px' }}>
        {wallClock(toWallDate(deadline.deadline, timeZone))}
      </Typography>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('events.deadline.label')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {deadline.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {deadline.courseName}
        </Typography>
      </Box>
    </>
  );
  const testProps = { 'data-testid': 'agenda-deadline', 'data-task-id': deadline.taskId };
  return link ? (
    <ListItemButton component={Link} to={link} {...testProps} sx={deadlineRowSx}>
      {content}
    </ListItemButton>
  ) : (
    <ListItem component="div" {...testProps} sx={{ ...deadlineRowSx, px: 2 }}>
      {content}
    </ListItem>
  );
}

/**
 * One school day's events and task deadlines, as GET /events/byDate answers them: the side panel of the calendar on
 * wide screens, the sheet that opens when a day is picked on a phone. A row opens the event.
 */
export function DayAgenda({ day, timeZone, onOpen }: DayAgendaProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const api = useEventCalls();
  const linkOf = useDeadlineLink();
  const query = useQuery({
    queryKey: eventKeys.day(day),
    queryFn: ({ signal }) => api.listEventsByDate(day, signal),
    retry: false,
  });
  const label = formatDay(day, language);
  const occurrences = query.data?.events ?? [];
  const deadlines = query.data?.deadlines ?? [];
  return (
    <Box component="section" aria-label={translate('events.agenda.label', { date: label })} data-testid="day-agenda" data-day={day}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.5 }}>
        {translate('events.agenda.title')}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      {query.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('events.loading')} />}
      {query.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('events.retry')}
            </Button>
          }
        >
          {(query.error as Error).message || translate('events.loadFailed')}
        </Alert>
      ) : query.isSuccess && occurrences.length === 0 && deadlines.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate('events.agenda.empty')}
        </Typography>
      ) : (
        <List dense disablePadding component="div">
          {occurrences.map((occurrence) => (
            <AgendaOccurrence
              key={`${occurrence.id}@${occurrence.occurrenceStart}`}
              occurrence={occurrence}
              day={day}
              timeZone={timeZone}
              onOpen={onOpen}
            />
          ))}
          {deadlines.map((deadline) => (
            <AgendaDeadline key={`task-${deadline.taskId}`} deadline={deadline} timeZone={timeZone} link={linkOf(deadline)} />
          ))}
        </List>
      )}
    </Box>
  );
}
