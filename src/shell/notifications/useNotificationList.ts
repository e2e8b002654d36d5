import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';
import { notices } from '../notices';
import { notificationKeys, useNotificationCalls, useRefreshNotifications } from './useNotifications';

/** Notifications per page of the lists ("Show more" asks for the next). */
export const NOTIFICATION_PAGE_SIZE = 20;

/** One tab's list, newest first, a page at a time: `viewed` false is New, true is Seen. */
export function useNotificationList(viewed: boolean) {
  const calls = useNotificationCalls();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(viewed),
    queryFn: ({ pageParam, signal }) => calls.listNotifications({ viewed, page: pageParam, size: NOTIFICATION_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + (page.objects?.length ?? 0), 0);
      return last.objects?.length && loaded < last.count ? pages.length + 1 : undefined;
    },
    retry: false,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => {
    // A notification that arrived between two pages pushes an older one onto the next page twice.
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page) => page.objects ?? []).filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));
  }, [pages]);
  const total = pages?.length ? pages[pages.length - 1].count : null;
  return { ...query, items, total };
}

/**
 * What can be done to notifications, the way every screen does it: a seen or deleted one leaves
 * its list at once; a deletion can be undone while its notice shows and is sent when the notice
 * goes; "mark all" shows the server's message; failures show the server's error.
 */
export function useNotificationActions() {
  const calls = useNotificationCalls();
  const refresh = useRefreshNotifications();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  /** Deleted here (or waiting out their undo): out of both lists. */
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  /** Marked seen here: out of the New list before it is fetched again. */
  const [markedSeen, setMarkedSeen] = useState<ReadonlySet<number>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);

  const change = (setter: typeof setBusy, id: number, on: boolean) =>
    setter((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const fail = useCallback((error: unknown) => notify((error as Error)?.message || 'app.errors.generic', { type: 'error' }), [notify]);

  const markSeen = useCallback(
    async (notification: NotificationDto) => {
      change(setBusy, notification.id, true);
      try {
        await calls.viewNotification(notification.id);
        change(setMarkedSeen, notification.id, true);
        await refresh();
      } catch (error) {
        fail(error);
      } finally {
        change(setBusy, notification.id, false);
      }
    },
    [calls, refresh, fail],
  );

  /** The link of a new one was followed: it is seen now (the page goes on to the thing at once). */
  const opened = useCallback(
    (notification: NotificationDto) => {
      if (notification.viewed) return;
      calls.viewNotification(notification.id).then(() => refresh(), fail);
    },
    [calls, refresh, fail],
  );

  const markAllSeen = useCallback(async () => {
    setMarkingAll(true);
    try {
      const answer = await calls.viewAllNotifications();
      notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setMarkingAll(false);
    }
  }, [calls, refresh, notify, fail]);

  const remove = useCallback(
    (notification: NotificationDto) => {
      change(setHidden, notification.id, true);
      const send = () => {
        calls.deleteNotification(notification.id).then(
          () => refresh(),
          (error) => {
            change(setHidden, notification.id, false);
            fail(error);
          },
        );
      };
      const shown = notices.push({
        type: 'info',
        message: translate('notifications.deleted', { title: notification.title }),
        action: { label: translate('notifications.undo'), onClick: () => change(setHidden, notification.id, false) },
        onExpire: send,
      });
      // The same notice is on screen already (a twin title): no undo for this one.
      if (shown === null) send();
    },
    [calls, refresh, translate, fail],
  );

  return { markSeen, opened, markAllSeen, remove, busy, hidden, markedSeen, markingAll };
}
