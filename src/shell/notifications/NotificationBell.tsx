import { forwardRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useBasename, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { normalizeLanguage } from '../../api/constants';
import type { NotificationDto } from '../../api/notifications';
import type { MeResponse } from '../../api/types';
import { useScreenSize } from '../../resources/shared/useScreenSize';
import { notices } from '../notices';
import { useLiveQueryRefresh } from './liveQueryKeys';
import { NotificationPopover } from './NotificationPopover';
import {
  notificationKeys,
  safeLink,
  useNotificationCalls,
  useNotificationConnection,
  useNotificationLive,
  useNotificationSocketEvents,
  useRefreshNotifications,
} from './useNotifications';

export interface NotificationBadgeButtonProps {
  /** New notifications; null while unknown. Above 99 it reads 99+. */
  count: number | null;
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  expanded?: boolean;
}

/** The bell of the app bar with the number of new notifications. */
export const NotificationBadgeButton = forwardRef<HTMLButtonElement, NotificationBadgeButtonProps>(function NotificationBadgeButton(
  { count, onClick, expanded },
  ref,
) {
  const translate = useTranslate();
  const label = count ? translate('notifications.badge.label', { smart_count: count }) : translate('notifications.badge.none');
  return (
    <Tooltip title={translate('notifications.title')}>
      <IconButton ref={ref} color="inherit" aria-label={label} aria-expanded={expanded} onClick={onClick} data-testid="notification-bell">
        {/* The count is in the button's name already: the badge's bare number is not read out again. */}
        <Badge
          badgeContent={count ?? 0}
          max={99}
          color="error"
          slotProps={{ badge: { 'data-testid': 'notification-count', 'aria-hidden': true } as object }}
        >
          {count ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
});

/**
 * The bell in every area's app bar: the number of new notifications from GET /notifications on
 * start, then live from the socket (which it keeps open for the session). A new notification
 * shows its title as a short notice, in the page's language, with a way to open it. A click opens the newest ones in a
 * popover; on a phone it goes to the notifications page.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const calls = useNotificationCalls();
  const refresh = useRefreshNotifications();
  const { phone } = useScreenSize();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [locale] = useLocaleState();
  const { data: identity } = useGetIdentity();
  const pageLink = `${basename}/notifications`;

  useNotificationConnection();
  useLiveQueryRefresh();
  const { newCount } = useNotificationLive();
  const count = useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) => calls.listNotifications({ viewed: false, page: 1, size: 1 }, signal),
    retry: false,
    // The socket keeps the number; the call is for the start and after a reconnection.
    staleTime: Infinity,
  });

  const showNotice = (notification: NotificationDto) => {
    const link = safeLink(notification.link);
    notices.push({
      type: 'info',
      message: notification.title,
      action: link
        ? {
            label: translate('notifications.open'),
            onClick: () => {
              navigate(link);
              calls.viewNotification(notification.id).then(
                () => refresh(),
                () => undefined,
              );
            },
          }
        : undefined,
    });
  };

  useNotificationSocketEvents((event) => {
    if (event.type === 'message' && event.message.type === 'notification') {
      const notification = event.message.notification;
      // The socket speaks the account's saved language; a page shown in another one reads the
      // notification again in its own (the list answers in the request's language).
      const saved = (identity as Partial<MeResponse> | undefined)?.language;
      if (!saved || normalizeLanguage(saved) === normalizeLanguage(locale)) {
        showNotice(notification);
        return;
      }
      calls.listNotifications({ viewed: false, page: 1, size: 5 }).then(
        (answer) => showNotice(answer.objects?.find((n) => n.id === notification.id) ?? notification),
        () => showNotice(notification),
      );
    } else if (event.type === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
    } else if (event.type === 'ended') {
      // The session ended: this call meets the 401, whose handling logs out with the server's reason.
      void count.refetch();
    }
  });

  return (
    <>
      <NotificationBadgeButton
        count={newCount}
        expanded={phone ? undefined : Boolean(anchor)}
        onClick={(event) => (phone ? navigate(pageLink) : setAnchor(event.currentTarget))}
      />
      <NotificationPopover anchorEl={anchor} onClose={() => setAnchor(null)} pageLink={pageLink} />
    </>
  );
}
