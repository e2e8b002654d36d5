import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { NotificationSettings } from '../../api/notifications';
import { notificationKeys, useNotificationCalls } from './useNotifications';

/**
 * The user's notification settings while the dialog is open, and the save of one change (a
 * flag or the email language): shown at once, every setting sent, put back if the server refuses.
 */
export function useNotificationSettings(open: boolean) {
  const notify = useNotify();
  const calls = useNotificationCalls();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => calls.getNotificationSettings(signal),
    enabled: open,
    retry: false,
  });

  const save = async (change: Partial<NotificationSettings>) => {
    const current = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
    if (!current) return;
    const next: NotificationSettings = { ...current, ...change };
    queryClient.setQueryData(notificationKeys.settings, next);
    setSaving(true);
    try {
      const answer = await calls.saveNotificationSettings(next);
      notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
      if (typeof answer?.webNotificationEnabled === 'boolean' && typeof answer.emailNotificationEnabled === 'boolean') {
        queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, {
          webNotificationEnabled: answer.webNotificationEnabled,
          emailNotificationEnabled: answer.emailNotificationEnabled,
          emailLanguage: answer.emailLanguage ?? next.emailLanguage,
        });
      }
    } catch (error) {
      queryClient.setQueryData(notificationKeys.settings, current);
      notify((error as Error)?.message || 'app.errors.generic', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { settings, saving, save };
}
