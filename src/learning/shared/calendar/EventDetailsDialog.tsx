import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useTranslate } from 'react-admin';
import type { EventDto, EventOccurrenceDto } from '../../../api/events';
import { CancelEventDialog } from './CancelEventDialog';
import { eventKeys, useCalendarAction, useEventCalls } from './calendarApi';
import { EventAdminActions } from './EventAdminActions';
import { EventFacts } from './EventFacts';
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

/**
 * What an event is: when (this occurrence, in the school's zone), how it repeats, for which
 * groups, where, and its status. Administrators edit, publish a draft, cancel with a reason
 * or delete it from here; instructors and students only read.
 */
export function EventDetailsDialog({ occurrence, timeZone, readOnly = false, onClose, onEdit }: EventDetailsDialogProps) {
  const translate = useTranslate();
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
            <EventFacts event={event} occurrence={occurrence} timeZone={timeZone} readOnly={readOnly} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {!readOnly && (
            <EventAdminActions
              event={event}
              busy={busy}
              onEdit={onEdit}
              onPublish={() => void act(() => api.publishEvent(event.id))}
              onCancel={() => setCancelling(true)}
              onDelete={() => setDeleting(true)}
            />
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
