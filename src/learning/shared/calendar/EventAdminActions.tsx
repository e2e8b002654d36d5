import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import { useTranslate } from 'react-admin';
import type { EventDto } from '../../../api/events';

interface EventAdminActionsProps {
  event: EventDto;
  busy: boolean;
  onEdit?: (event: EventDto) => void;
  onPublish: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** An administrator's buttons on an event: edit and cancel unless it is cancelled, publish a draft, delete. */
export function EventAdminActions({ event, busy, onEdit, onPublish, onCancel, onDelete }: EventAdminActionsProps) {
  const translate = useTranslate();
  const cancelled = event.status === 'CANCELLED';
  return (
    <>
      {!cancelled && (
        <Button startIcon={<EditIcon />} disabled={busy} onClick={() => onEdit?.(event)}>
          {translate('events.details.edit')}
        </Button>
      )}
      {event.status === 'DRAFT' && (
        <Button startIcon={<PublishIcon />} variant="contained" disabled={busy} onClick={onPublish}>
          {translate('events.details.publish')}
        </Button>
      )}
      {!cancelled && (
        <Button startIcon={<BlockIcon />} color="warning" disabled={busy} onClick={onCancel}>
          {translate('events.details.cancelEvent')}
        </Button>
      )}
      <Button startIcon={<DeleteIcon />} color="error" disabled={busy} onClick={onDelete}>
        {translate('events.details.delete')}
      </Button>
      <Box sx={{ flex: 1 }} />
    </>
  );
}
