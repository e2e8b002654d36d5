import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import PlaceIcon from '@mui/icons-material/Place';
import RepeatIcon from '@mui/icons-material/Repeat';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EventDto, EventOccurrenceDto } from '../../../api/events';
import { isHttpUrl } from '../../../api/learning';
import { EventStatusChip } from './EventStatusChip';
import { formatDate } from '../../../i18n/dates';
import { formatOccurrence } from './eventFormat';
import { isSeries } from './eventMoves';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

interface EventFactsProps {
  event: EventDto;
  occurrence: EventOccurrenceDto;
  timeZone: string;
  /** Who created the event is for administrators only. */
  readOnly: boolean;
}

/** Its status and type, why it was cancelled, when this occurrence is, how it repeats, for which groups, where, what it is about and who made it. */
export function EventFacts({ event, occurrence, timeZone, readOnly }: EventFactsProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const cancelled = event.status === 'CANCELLED';
  // Only a web link is a link; anything else typed there is shown as text.
  const link = event.onlineLink && isHttpUrl(event.onlineLink) ? event.onlineLink : null;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <EventStatusChip status={event.status} />
        <Chip size="small" variant="outlined" label={translate(`events.types.${event.eventType}`)} />
      </Box>
      {cancelled && event.cancellationReason && (
        <Alert severity="warning" data-testid="event-cancel-reason">
          {translate('events.details.cancelled', { reason: event.cancellationReason })}
        </Alert>
      )}
      <Row icon={<AccessTimeIcon fontSize="small" />} label={translate('events.details.when')}>
        <Typography data-testid="event-when">
          {formatOccurrence(occurrence, timeZone, language)}
          {event.allDay ? ` (${translate('events.details.allDay')})` : ''}
        </Typography>
      </Row>
      {isSeries(event) && (
        <Row icon={<RepeatIcon fontSize="small" />} label={translate('events.types.SCHEDULE')}>
          <Typography>{translate('events.details.repeats', { date: formatDate(event.repeatUntil, language) })}</Typography>
        </Row>
      )}
      <Row icon={<GroupsIcon fontSize="small" />} label={translate('events.details.groups')}>
        {event.groups.length ? (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.25 }}>
            {event.groups.map((group) => (
              <Chip key={group.id} size="small" label={group.groupName} />
            ))}
          </Box>
        ) : (
          <Typography>{translate('events.details.allGroups')}</Typography>
        )}
      </Row>
      {event.place && (
        <Row icon={<PlaceIcon fontSize="small" />} label={translate('events.details.place')}>
          <Typography>{event.place}</Typography>
        </Row>
      )}
      {event.onlineLink && (
        <Row icon={<LinkIcon fontSize="small" />} label={translate('events.details.onlineLink')}>
          {link ? (
            <Link href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </Link>
          ) : (
            <Typography>{event.onlineLink}</Typography>
          )}
        </Row>
      )}
      {event.description && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('events.details.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.description}</Typography>
        </Box>
      )}
      {!readOnly && event.createdBy && (
        <Typography variant="caption" color="text.secondary">
          {translate('events.details.createdBy', { name: event.createdBy.fullName })}
        </Typography>
      )}
    </>
  );
}
