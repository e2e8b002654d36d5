import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../useSchoolTimeZone';
import { eventKeys, useCalendarAction, useEventCalls } from './calendarApi';

export interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
}

const APPS = [
  ['google', 'googleSteps'],
  ['outlook', 'outlookSteps'],
  ['apple', 'appleSteps'],
] as const;

/** Copies a text: the Clipboard API where the page may use it, else the selection and execCommand. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // An insecure page or a denied permission: try the selection below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The user's secret calendar link (GET /calendar/feed): copied for Google Calendar, opened as
 * webcal:// in Apple Calendar and Outlook, with a short how-to for each; and a reset that makes
 * a new link (POST /calendar/feed/rotate) after a warning that the old one stops working.
 */
export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useEventCalls();
  const queryClient = useQueryClient();
  const { run, busy } = useCalendarAction();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const zone = useSchoolTimeZone();
  const [confirming, setConfirming] = useState(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const feed = useQuery({
    queryKey: eventKeys.feed,
    queryFn: ({ signal }) => api.getCalendarFeed(signal),
    enabled: open,
    retry: false,
    staleTime: Infinity,
  });

  // The server shows the secret only in the answer that makes it (the first GET, each rotate):
  // the page keeps it while it is open, and a later GET answers null.
  const [known, setKnown] = useState<{ url: string; webcalUrl: string } | null>(null);
  const url = feed.data?.url ?? known?.url ?? null;
  const webcalUrl = feed.data?.webcalUrl ?? known?.webcalUrl ?? null;
  useEffect(() => {
    if (feed.data?.url && feed.data.webcalUrl) setKnown({ url: feed.data.url, webcalUrl: feed.data.webcalUrl });
  }, [feed.data]);

  const copy = async () => {
    if (!url) return;
    const copied = await copyText(url, input);
    notify(copied ? 'events.feed.copied' : 'events.feed.copyFailed', { type: copied ? 'success' : 'error' });
  };

  const rotate = async () => {
    const answer = await run(
      async () => {
        const rotated = await api.rotateCalendarFeed();
        if (rotated.url && rotated.webcalUrl) setKnown({ url: rotated.url, webcalUrl: rotated.webcalUrl });
        queryClient.setQueryData(eventKeys.feed, rotated);
        return { ...rotated, message: rotated.message || translate('events.feed.resetDone') };
      },
      { refresh: false },
    );
    setConfirming(false);
    if (!answer) void feed.refetch();
  };

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
                {translate('events.feed.hidden', { date: formatSchoolDateTime(feed.data.createdAt, zone) })}
              </Alert>
            ) : feed.data && url ? (
              <>
                <TextField
                  label={translate('events.feed.link')}
                  value={url}
                  inputRef={setInput}
                  onFocus={(e) => e.target.select()}
                  helperText={translate('events.feed.secret')}
                  slotProps={{
                    htmlInput: { readOnly: true, 'data-testid': 'feed-url', spellCheck: false },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <Tooltip title={translate('events.feed.copy')}>
                            <IconButton edge="end" aria-label={translate('events.feed.copy')} onClick={() => void copy()}>
                              <ContentCopyIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                    {translate('events.feed.copy')}
                  </Button>
                  <Button variant="outlined" startIcon={<EventAvailableIcon />} href={webcalUrl ?? url} data-testid="feed-webcal">
                    {translate('events.feed.openApp')}
                  </Button>
                </Box>
              </>
            ) : (
              <Skeleton variant="rounded" height={56} aria-label={translate('events.loading')} />
            )}
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {translate('events.feed.howTo')}
              </Typography>
              {APPS.map(([name, steps]) => (
                <Accordion key={name} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography>{translate(`events.feed.${name}`)}</Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Typography variant="body2">{translate(`events.feed.${steps}`)}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {translate('events.feed.delay')}
              </Typography>
            </Box>
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
