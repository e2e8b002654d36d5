import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { eventKeys, useCalendarAction, useEventCalls } from './calendarApi';

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
 * The user's calendar link while the subscribe dialog is open: loaded, copied, and reset after
 * the user confirms (the old link then stops working).
 */
export function useCalendarFeed(open: boolean) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useEventCalls();
  const queryClient = useQueryClient();
  const { run, busy } = useCalendarAction();
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

  return { feed, url, webcalUrl, setInput, copy, busy, confirming, setConfirming, rotate };
}
