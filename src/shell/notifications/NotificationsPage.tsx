import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SettingsIcon from '@mui/icons-material/Settings';
import { useBasename, useTranslate } from 'react-admin';
import { LearningPage } from '../../learning/shared/LearningPage';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { NotificationTabBody } from './NotificationTabBody';
import { NotificationListFooter } from './NotificationListFooter';
import { useNotificationsPage, type TabKey } from './useNotificationsPage';

/**
 * The notifications of whoever is logged in (/admin, /instructor and /student …/notifications):
 * New and Seen tabs with their counts, newest first a page at a time, each with its link,
 * "mark as seen" and "delete" (with undo); "mark all as seen" and the settings. The lists follow
 * the socket: a new notification, or one seen in another tab, shows without a reload.
 */
export function NotificationsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { tab, showTab, label, actions, list, items, newCount, total } = useNotificationsPage();

  const title = translate('notifications.title');

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
          onChange={(_, value: TabKey) => showTab(value)}
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
          <NotificationTabBody tab={tab} list={list} items={items} actions={actions} />
          {items.length > 0 && (list.hasNextPage || total > items.length) && (
            <NotificationListFooter
              shown={items.length}
              total={total}
              hasNextPage={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </Box>
      </Paper>
      <NotificationSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </LearningPage>
  );
}
