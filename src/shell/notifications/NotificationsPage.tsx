import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/Settings';
import { useSearchParams } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';
import { LearningPage } from '../../learning/shared/LearningPage';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { useSchoolTimeZone } from '../../learning/shared/useSchoolTimeZone';
import { NotificationItem } from './NotificationItem';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { useNow } from './relativeTime';
import { useNotificationActions, useNotificationList } from './useNotificationList';
import { notificationKeys, useLiveNotificationRefresh, useNotificationLive } from './useNotifications';

type TabKey = 'new' | 'seen';

/**
 * The notifications of whoever is logged in (/admin, /instructor and /student …/notifications):
 * New and Seen tabs with their counts, newest first a page at a time, each with its link,
 * "mark as seen" and "delete" (with undo); "mark all as seen" and the settings. The lists follow
 * the socket: a new notification, or one seen in another tab, shows without a reload.
 */
export function NotificationsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'seen' ? 'seen' : 'new';
  const [settingsOpen, setSettingsOpen] = useState(false);
  const live = useNotificationLive();
  useLiveNotificationRefresh(notificationKeys.lists);
  const lists = { new: useNotificationList(false), seen: useNotificationList(true) };
  const actions = useNotificationActions();
  const now = useNow();
  const timeZone = useSchoolTimeZone();

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

  const title = translate('notifications.title');
  const list = lists[tab];
  const items = visible(tab);
  const newCount = countOf('new') ?? 0;
  const total = countOf(tab) ?? items.length;

  return (
    <LearningPage
      title={title}
      crumbs={[{ label: translate('learning.home'), to: `${basename}/` }, { label: title }]}
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            onClick={() => void actions.markAllSeen()}
            disabled={newCount === 0 || actions.markingAll}
          >
            {translate('notifications.markAllSeen')}
          </Button>
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)}>
            {translate('notifications.settings.open')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('notifications.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setParams(value === 'seen' ? { tab: 'seen' } : {}, { replace: true })}
          aria-label={translate('notifications.tabsLabel')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(['new', 'seen'] as const).map((key) => (
            <Tab
              key={key}
              value={key}
              label={label(key)}
              id={`notifications-tab-${key}`}
              aria-controls="notifications-panel"
              data-testid={`notifications-tab-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="notifications-panel" aria-labelledby={`notifications-tab-${tab}`}>
          {list.error ? (
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
          )}
          {items.length > 0 && (list.hasNextPage || total > items.length) && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                flexWrap: 'wrap',
                gap: 2,
                p: 2,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {translate('notifications.shown', { shown: items.length, total })}
              </Typography>
              {list.hasNextPage && (
                <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} variant="text">
                  {translate('notifications.loadMore')}
                </Button>
              )}
            </Box>
          )}
        </Box>
      </Paper>
      <NotificationSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </LearningPage>
  );
}
