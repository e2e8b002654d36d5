import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useId } from 'react';
import type { NotificationDto } from '../../api/notifications';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { useSchoolTimeZone } from '../../learning/shared/useSchoolTimeZone';
import { NotificationItem } from './NotificationItem';
import { useNow } from './relativeTime';
import { notificationKeys, useLiveNotificationRefresh, useNotificationCalls, useRefreshNotifications } from './useNotifications';

/** How many of the newest new notifications the popover shows. */
export const POPOVER_SIZE = 5;

export interface NotificationPopoverProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The notifications page of the area. */
  pageLink: string;
}

/**
 * The bell's popover: the newest new notifications (each a link to its thing, which it marks
 * seen), how many more there are, and the way to the notifications page. Fetched afresh each
 * time it opens, and kept live while open.
 */
export function NotificationPopover({ anchorEl, onClose, pageLink }: NotificationPopoverProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } } as object }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}>
        {translate('notifications.popover.title')}
      </Typography>
      <Divider />
      {anchorEl && <LatestNotifications onClose={onClose} />}
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={pageLink} onClick={onClose} size="small">
          {translate('notifications.popover.all')}
        </Button>
      </Box>
    </Popover>
  );
}

function LatestNotifications({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const calls = useNotificationCalls();
  const refresh = useRefreshNotifications();
  const now = useNow();
  const timeZone = useSchoolTimeZone();
  useLiveNotificationRefresh(notificationKeys.latest);
  const latest = useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => calls.listNotifications({ viewed: false, page: 1, size: POPOVER_SIZE }, signal),
    retry: false,
  });
  const open = (notification: NotificationDto) => {
    onClose();
    calls.viewNotification(notification.id).then(
      () => refresh(),
      () => undefined,
    );
  };

  if (latest.error) {
    return (
      <Box sx={{ px: 2 }}>
        <QueryState error={latest.error} notFound={translate('notifications.loadFailed')} onRetry={() => void latest.refetch()} />
      </Box>
    );
  }
  if (latest.isPending) return <InlineSpinner />;
  const items = latest.data.objects ?? [];
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {translate('notifications.popover.empty')}
      </Typography>
    );
  }
  const more = Math.max(0, latest.data.count - items.length);
  return (
    <Box sx={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto' }}>
      <Box component="ul" aria-label={translate('notifications.popover.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            timeZone={timeZone}
            onOpen={open}
            compact
            headingComponent="p"
          />
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          {translate('notifications.popover.more', { smart_count: more })}
        </Typography>
      )}
    </Box>
  );
}
