import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoneIcon from '@mui/icons-material/Done';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';
import { formatSchoolDateTime } from '../../api/schoolTime';
import { NotificationKindIcon } from './NotificationKindIcon';
import { formatRelativeTime } from './relativeTime';
import { safeLink } from './useNotifications';

/** Read by screen readers only. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { id, kind, title, text, viewed, createdAt } = notification;
  const link = safeLink(notification.link);
  const when = formatRelativeTime(createdAt, now, locale, translate('notifications.justNow'));
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
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {!viewed && (
            <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}>
              <Box component="span" sx={visuallyHidden}>
                {translate('notifications.unread')}
              </Box>
            </Box>
          )}
          <Typography
            component={headingComponent}
            variant={compact ? 'body2' : 'subtitle1'}
            sx={{ fontWeight: viewed ? 500 : 700, lineHeight: 1.35, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {link ? (
              <Link component={RouterLink} to={link} color="inherit" underline="hover" onClick={() => onOpen?.(notification)}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
        </Box>
        {text && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.25,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
              ...(compact ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
            }}
          >
            {text}
          </Typography>
        )}
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={createdAt}
          title={formatSchoolDateTime(createdAt, timeZone)}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {when}
        </Typography>
      </Box>
      {!compact && (onMarkSeen || onDelete) && (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.25, mt: -0.5, mr: -0.5 }}>
          {onMarkSeen && !viewed && (
            <Tooltip title={translate('notifications.markSeen')}>
              <span>
                <IconButton
                  aria-label={translate('notifications.markSeenOf', { title })}
                  onClick={() => onMarkSeen(notification)}
                  disabled={busy}
                  size="small"
                >
                  <DoneIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title={translate('notifications.delete')}>
              <span>
                <IconButton
                  aria-label={translate('notifications.deleteOf', { title })}
                  onClick={() => onDelete(notification)}
                  disabled={busy}
                  size="small"
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      )}
    </Box>
  );
});
