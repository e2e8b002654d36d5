import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';
import { useNotificationActions, useNotificationList } from './useNotificationList';
import { notificationKeys, useLiveNotificationRefresh, useNotificationLive } from './useNotifications';

export type TabKey = 'new' | 'seen';

/**
 * The notifications page's state: the tab (kept in the URL), both lists following the socket,
 * and what the user just hid or marked seen, taken off the lists and their counts at once.
 */
export function useNotificationsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'seen' ? 'seen' : 'new';
  const live = useNotificationLive();
  useLiveNotificationRefresh(notificationKeys.lists);
  const lists = { new: useNotificationList(false), seen: useNotificationList(true) };
  const actions = useNotificationActions();

  const visible = (key: TabKey): NotificationDto[] =>
    lists[key].items.filter((n) => !actions.hidden.has(n.id) && !(key === 'new' && actions.markedSeen.has(n.id)));
  const countOf = (key: TabKey): number | null => {
    const total = key === 'new' ? (live.newCount ?? lists.new.total) : lists.seen.total;
    if (total === null) return null;
    const gone = lists[key].items.length - visible(key).length;
    return Math.max(0, total - gone);
  };
  const label = (key: TabKey) => {
    const count = countOf(key);
    return count === null ? translate(`notifications.tabs.${key}`) : translate(`notifications.tabs.${key}Count`, { count });
  };
  const showTab = (value: TabKey) => setParams(value === 'seen' ? { tab: 'seen' } : {}, { replace: true });

  const items = visible(tab);
  return {
    tab,
    showTab,
    label,
    actions,
    list: lists[tab],
    items,
    newCount: countOf('new') ?? 0,
    total: countOf(tab) ?? items.length,
  };
}
