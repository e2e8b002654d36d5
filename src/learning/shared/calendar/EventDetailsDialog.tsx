import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import PlaceIcon from '@mui/icons-material/Place';
import PublishIcon from '@mui/icons-material/Publish';
import RepeatIcon from '@mui/icons-material/Repeat';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import type { EventDto, EventOccurrenceDto } from '../../../api/events';
import { isHttpUrl } from '../../../api/learning';
import { CancelEventDialog } from './CancelEventDialog';
import { eventKeys, useCalendarAction, useEventCalls } from './calendarApi';
import { EventStatusChip } from './EventStatusChip';
import { formatDate, formatOccurrence } from './eventFormat';
import { isSeries } from './eventMoves';

export interface EventDetailsDialogProps {
  /** The occurrence clicked; null closes the dialog. */
  occurrence: EventOccurrenceDto | null;
  timeZone: string;
  /** Instructors and students only read. */
  readOnly?: boolean;
  onClose: () => void;
  /** Opens the edit form with the event as the server has it now. */
  onEdit?: (event: EventDto) => void;
}

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

/**
 * What an event is: when (this occurrence, in the school's zone), how it repeats, for which
 * groups, where, and its status. Administrators edit, publish a draft, cancel with a reason
 * or delete it from here; instructors and students only read.
 */
export function EventDetailsDialog({ occurrence, timeZone, readOnly = false, onClose, onEdit }: EventDetailsDialogProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const api = useEventCalls();
  const { run, busy } = useCalendarAction();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const id = occurrence?.id ?? 0;
  // Administrators act on the event as the server has it now (another admin may have changed it).
  const fresh = useQuery({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => api.getEvent(id, signal),
    enabled: Boolean(occurrence) && !readOnly,
    retry: false,
  });
  if (!occurrence) return null;
  const event: EventDto = { ...occurrence, ...(fresh.data && fresh.data.id === occurrence.id ? fresh.data : {}) };
  const cancelled = event.status === 'CANCELLED';
  const link = event.onlineLink && isHttpUrl(event.onlineLink) ? event.onlineLink : null;

  const act = async (call: () => Promise<{ message?: string }>) => {
    if (await run(call)) onClose();
  };

  return (
    <>
      <Dialog
        open={!cancelling && !deleting}
        onClose={() => !busy && onClose()}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="event-details-title"
      >
        <DialogTitle id="event-details-title" sx={{ overflowWrap: 'anywhere', pb: 1 }}>
          {cancelled ? <s>{event.title}</s> : event.title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
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
                <Typography>{translate('events.details.repeats', { date: formatDate(event.repeatUntil) })}</Typography>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {!readOnly && (
            <>
              {!cancelled && (
                <Button startIcon={<EditIcon />} disabled={busy} onClick={() => onEdit?.(event)}>
                  {translate('events.details.edit')}
                </Button>
              )}
              {event.status === 'DRAFT' && (
                <Button
                  startIcon={<PublishIcon />}
                  variant="contained"
                  disabled={busy}
                  onClick={() => void act(() => api.publishEvent(event.id))}
                >
                  {translate('events.details.publish')}
                </Button>
              )}
              {!cancelled && (
                <Button startIcon={<BlockIcon />} color="warning" disabled={busy} onClick={() => setCancelling(true)}>
                  {translate('events.details.cancelEvent')}
                </Button>
              )}
              <Button startIcon={<DeleteIcon />} color="error" disabled={busy} onClick={() => setDeleting(true)}>
                {translate('events.details.delete')}
              </Button>
              <Box sx={{ flex: 1 }} />
            </>
          )}
          <Button onClick={onClose} disabled={busy}>
            {translate('events.details.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {!readOnly && (
        <>
          <CancelEventDialog open={cancelling} event={event} onClose={() => setCancelling(false)} onCancelled={onClose} />
          <Confirm
            isOpen={deleting}
            loading={busy}
            title="events.delete.title"
            titleTranslateOptions={{ title: event.title }}
            content={isSeries(event) ? 'events.delete.seriesContent' : 'events.delete.content'}
            confirm="events.details.delete"
            confirmColor="warning"
            onConfirm={() => void act(() => api.deleteEvent(event.id)).then(() => setDeleting(false))}
            onClose={() => setDeleting(false)}
          />
        </>
      )}
    </>
  );
}
