import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSession } from '../../auth/useSession';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { NotificationCalls } from '../../dataProvider/notificationCalls';
import { notificationSocket, type NotificationLiveState, type NotificationSocketEvent } from './notificationSocket';

/** react-query keys of the notifications; everything under `all` is refetched after a change. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (viewed: boolean) => ['notifications', 'list', viewed ? 'seen' : 'new'] as const,
  count: ['notifications', 'count'] as const,
  latest: ['notifications', 'latest'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** Runs a call whose answer carries `newCount`: it becomes the bell's number, unless the socket told a newer one meanwhile. */
async function counted<T extends { newCount?: number } | undefined>(call: () => Promise<T>): Promise<T> {
  const since = notificationSocket.countVersion();
  const answer = await call();
  if (typeof answer?.newCount === 'number') notificationSocket.setFetchedCount(answer.newCount, since);
  return answer;
}

/** The calls, with every answer's `newCount` (lists and changes alike) going to the bell at once. */
export function withLiveCount(calls: NotificationCalls): NotificationCalls {
  return {
    getNotificationSettings: (signal) => calls.getNotificationSettings(signal),
    saveNotificationSettings: (settings) => calls.saveNotificationSettings(settings),
    listNotifications: (params, signal) => counted(() => calls.listNotifications(params, signal)),
    viewNotification: (id) => counted(() => calls.viewNotification(id)),
    viewAllNotifications: () => counted(() => calls.viewAllNotifications()),
    deleteNotification: (id) => counted(() => calls.deleteNotification(id)),
  };
}

/** The notification calls of the dataProvider of the surrounding <Admin>. */
export function useNotificationCalls(): NotificationCalls {
  const dataProvider = useDataProvider<LmsDataProvider>();
  return useMemo(() => withLiveCount(dataProvider), [dataProvider]);
}

/** The live state: the socket's status and the number of new notifications. */
export function useNotificationLive(): NotificationLiveState {
  return useSyncExternalStore(notificationSocket.subscribe, notificationSocket.getState, notificationSocket.getState);
}

/** Calls `listener` with each socket event while mounted (always the latest `listener`). */
export function useNotificationSocketEvents(listener: (event: NotificationSocketEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => notificationSocket.listen((event) => latest.current(event)), []);
}

/** Keeps the tab's socket open for the logged-in session while mounted; logout closes it. */
export function useNotificationConnection(): void {
  const token = useSession()?.token;
  useEffect(() => (token ? notificationSocket.acquire(token) : undefined), [token]);
}

/**
 * Refetches what `queryKey` holds (the page's lists, the popover's newest) when something
 * changed elsewhere: a new notification, a count that moved (seen or deleted in another tab),
 * or a reconnection after which anything may have been missed.
 */
export function useLiveNotificationRefresh(queryKey: readonly string[]): void {
  const queryClient = useQueryClient();
  useNotificationSocketEvents((event) => {
    if (event.type === 'ended') return;
    if (event.type === 'message' && event.message.type === 'notifications.count' && event.message.newCount === event.previousCount) return;
    void queryClient.invalidateQueries({ queryKey });
  });
}

/** Refetches the lists shown now (after a change made here; its answer already gave the bell its number). */
export function useRefreshNotifications(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.latest }),
    ]);
  }, [queryClient]);
}

/**
 * Where a notification's link may lead: a path of the app (the server sends one inside the
 * reader's area); anything else (another site, a protocol-relative URL) is not followed.
 */
export function safeLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
