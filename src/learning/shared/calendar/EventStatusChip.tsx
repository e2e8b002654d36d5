import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { EventStatus } from '../../../api/events';

const TONE: Record<EventStatus, 'default' | 'success' | 'warning'> = { DRAFT: 'warning', ACTIVE: 'success', CANCELLED: 'default' };

/** An event's status: a draft (outlined, like its dashed look in the calendar), active, or cancelled. */
export function EventStatusChip({ status }: { status: EventStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={TONE[status]}
      variant={status === 'DRAFT' ? 'outlined' : 'filled'}
      label={translate(`events.status.${status}`)}
      data-testid="event-status"
      data-status={status}
      sx={{ fontWeight: 600, ...(status === 'DRAFT' ? { borderStyle: 'dashed' } : {}) }}
    />
  );
}
