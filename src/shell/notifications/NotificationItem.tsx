import { memo } from 'react';
import Box from '@mui/material/Box';
import type { NotificationDto } from '../../api/notifications';
import { NotificationItemActions } from './NotificationItemActions';
import { NotificationItemBody } from './NotificationItemBody';
import { NotificationKindIcon } from './NotificationKindIcon';

export interface NotificationItemProps {
  notification: NotificationDto;
  /** The time the relative "5 minutes ago" counts from. */
  now: number;
  /** Where the exact moment (its tooltip) is told. */
  timeZone: string;
  /** Called as the link is followed: the notification becomes seen. */
  onOpen?: (notification: NotificationDto) => void;
  onMarkSeen?: (notification: NotificationDto) => void;
  onDelete?: (notification: NotificationDto) => void;
  /** An action on it is on its way. */
  busy?: boolean;
  /** The popover's short form: no actions, the text cut to two lines. */
  compact?: boolean;
  headingComponent?: 'h2' | 'h3' | 'p';
}

/**
 * One notification (memoised: a long list re-renders only the rows that changed): its kind's icon, the title (a link to the thing when it has one), the text,
 * how long ago in the UI language (the exact moment on hover), and its actions.
 */
export const NotificationItem = memo(function NotificationItem({
  notification,
  now,
  timeZone,
  onOpen,
  onMarkSeen,
  onDelete,
  busy = false,
  compact = false,
  headingComponent = 'h2',
}: NotificationItemProps) {
  const { id, kind, viewed } = notification;
  return (
    <Box
      component="li"
      data-testid={`notification-${id}`}
      data-viewed={viewed}
      sx={{
        display: 'flex',
        gap: compact ? 1.25 : 1.5,
        alignItems: 'flex-start',
        px: compact ? 2 : { xs: 1.5, sm: 2 },
        py: compact ? 1.25 : 1.5,
        position: 'relative',
        bgcolor: viewed ? undefined : (theme) => (theme.palette.mode === 'dark' ? 'rgba(145, 167, 255, 0.08)' : 'rgba(59, 91, 219, 0.05)'),
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      <NotificationKindIcon kind={kind} size={compact ? 32 : 40} />
      <NotificationItemBody
        notification={notification}
        now={now}
        timeZone={timeZone}
        onOpen={onOpen}
        compact={compact}
        headingComponent={headingComponent}
      />
      {!compact && (onMarkSeen || onDelete) && (
        <NotificationItemActions notification={notification} onMarkSeen={onMarkSeen} onDelete={onDelete} busy={busy} />
      )}
    </Box>
  );
});
