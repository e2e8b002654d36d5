import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { useSchoolTimeZone } from '../../learning/shared/useSchoolTimeZone';
import { NotificationItem } from './NotificationItem';
import { useNow } from './relativeTime';
import type { useNotificationActions, useNotificationList } from './useNotificationList';
import type { TabKey } from './useNotificationsPage';

interface NotificationTabBodyProps {
  tab: TabKey;
  list: ReturnType<typeof useNotificationList>;
  /** The list's notifications the user has not just hidden or (on New) marked seen. */
  items: NotificationDto[];
  actions: ReturnType<typeof useNotificationActions>;
}

/** One tab's list: its load error, a spinner, an empty note, or the notifications. */
export function NotificationTabBody({ tab, list, items, actions }: NotificationTabBodyProps) {
  const translate = useTranslate();
  const now = useNow();
  const timeZone = useSchoolTimeZone();
  return list.error ? (
    <Box sx={{ px: 2 }}>
      <QueryState error={list.error} notFound={translate('notifications.loadFailed')} onRetry={() => void list.refetch()} />
    </Box>
  ) : list.isPending ? (
    <InlineSpinner />
  ) : items.length === 0 ? (
    <Box
      sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center', px: 3, py: 6, color: 'text.secondary' }}
      data-testid="notifications-empty"
    >
      <NotificationsNoneIcon sx={{ fontSize: 48, opacity: 0.6 }} />
      <Typography>{translate(`notifications.empty.${tab}`)}</Typography>
    </Box>
  ) : (
    <Box component="ul" aria-label={translate(`notifications.listLabel.${tab}`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          timeZone={timeZone}
          onOpen={actions.opened}
          onMarkSeen={actions.markSeen}
          onDelete={actions.remove}
          busy={actions.busy.has(notification.id)}
        />
      ))}
    </Box>
  );
}
