import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';
import { useDateFormat } from '../../i18n/dates';
import { formatRelativeTime } from './relativeTime';
import { safeLink } from './useNotifications';

export interface NotificationItemBodyProps {
  notification: NotificationDto;
  now: number;
  timeZone: string;
  onOpen?: (notification: NotificationDto) => void;
  compact: boolean;
  headingComponent: 'h2' | 'h3' | 'p';
}

/** The unread dot and the title, a link to the thing when it has one. */
function NotificationTitle({ notification, onOpen, compact, headingComponent }: Omit<NotificationItemBodyProps, 'now' | 'timeZone'>) {
  const translate = useTranslate();
  const { title, viewed } = notification;
  const link = safeLink(notification.link);
  return (
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
  );
}

/** A notification's title, text, and how long ago in the UI language (the exact moment on hover). */
export function NotificationItemBody({ notification, now, timeZone, onOpen, compact, headingComponent }: NotificationItemBodyProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const [locale] = useLocaleState();
  const { text, createdAt } = notification;
  const when = formatRelativeTime(createdAt, now, locale, translate('notifications.justNow'));
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <NotificationTitle notification={notification} onOpen={onOpen} compact={compact} headingComponent={headingComponent} />
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
        title={dateTime(createdAt, timeZone)}
        sx={{ display: 'block', mt: 0.5 }}
      >
        {when}
      </Typography>
    </Box>
  );
}
