import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Confirm, useTranslate } from 'react-admin';
import { useDateFormat } from '../../../i18n/dates';
import { useSchoolTimeZone } from '../useSchoolTimeZone';
import { FeedHowTo } from './FeedHowTo';
import { FeedLink } from './FeedLink';
import { useCalendarFeed } from './useCalendarFeed';

export interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The user's secret calendar link (GET /calendar/feed): copied for Google Calendar, opened as
 * webcal:// in Apple Calendar and Outlook, with a short how-to for each; and a reset that makes
 * a new link (POST /calendar/feed/rotate) after a warning that the old one stops working.
 */
export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const zone = useSchoolTimeZone();
  const { feed, url, webcalUrl, setInput, copy, busy, confirming, setConfirming, rotate } = useCalendarFeed(open);

  return (
    <>
      <Dialog
        open={open && !confirming}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="subscribe-title"
      >
        <DialogTitle id="subscribe-title">{translate('events.feed.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2">{translate('events.feed.intro')}</Typography>
            {feed.error ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
                    {translate('events.retry')}
                  </Button>
                }
              >
                {(feed.error as Error).message || translate('events.feed.loadFailed')}
              </Alert>
            ) : feed.data && !url ? (
              <Alert severity="info" data-testid="feed-hidden">
                {translate('events.feed.hidden', { date: dateTime(feed.data.createdAt, zone) })}
              </Alert>
            ) : feed.data && url ? (
              <FeedLink url={url} webcalUrl={webcalUrl} inputRef={setInput} onCopy={() => void copy()} />
            ) : (
              <Skeleton variant="rounded" height={56} aria-label={translate('events.loading')} />
            )}
            <FeedHowTo />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <Button color="warning" startIcon={<RefreshIcon />} disabled={!feed.data || busy} onClick={() => setConfirming(true)}>
            {translate('events.feed.reset')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{translate('events.details.close')}</Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={open && confirming}
        loading={busy}
        title="events.feed.resetTitle"
        content="events.feed.resetContent"
        confirm="events.feed.reset"
        confirmColor="warning"
        onConfirm={() => void rotate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
