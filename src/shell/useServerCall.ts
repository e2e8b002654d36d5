import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ErrorResponse } from '../api/types';

export interface ServerCallOptions<T> {
  /** The server's refusal naming a field (its whole API name, e.g. `groupIds.0`); true when a form showed it. */
  onFieldError?: (field: string, message: string) => boolean | void;
  /** Reload what the page shows after success (the default; lists keep their page params). */
  refresh?: boolean;
  onSuccess?: (answer: T) => void;
}

/**
 * Runs one change the way every screen does it (SPEC §4: lists reload after every change): the
 * server's message as the green notice, its error as the red one (and under the field it
 * names), then a reload of the page's data. Answers `{ answer }`, or null when the call failed.
 * useServerAction (admin screens), useServerSave (learning pages) and useCalendarAction are
 * this hook with the answer shaped for their callers.
 */
export function useServerCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const call = useCallback(
    async <T extends { message?: string } | undefined>(
      work: () => Promise<T>,
      options: ServerCallOptions<T> = {},
    ): Promise<{ answer: T } | null> => {
      setBusy(true);
      try {
        const answer = await work();
        notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
        options.onSuccess?.(answer);
        if (options.refresh !== false) refresh();
        return { answer };
      } catch (error) {
        const message = (error as Error)?.message || 'app.errors.generic';
        const body = (error as { body?: Partial<ErrorResponse> }).body;
        if (body?.field) options.onFieldError?.(body.field, message);
        notify(message, { type: 'error', messageArgs: { _: message } });
        return null;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [notify, refresh],
  );

  return { call, busy };
}
