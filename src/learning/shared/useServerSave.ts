import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ErrorResponse } from '../../api/types';

export interface ServerSaveOptions {
  /**
   * Where the server's 400 naming a field goes: the form shows its message under that input
   * (the names are the API's; the last part of a dotted one counts).
   */
  onFieldError?: (field: string, message: string) => boolean | void;
}

/**
 * Runs a create, update or delete of the learning pages: the server's message as the green
 * notice, its error as the red one (and under the field it names), then a reload of what the
 * page shows (SPEC §4: lists reload after every change). Answers the saved answer, or null.
 */
export function useServerSave() {
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

  const save = useCallback(
    async <T extends { message?: string } | undefined>(call: () => Promise<T>, options: ServerSaveOptions = {}): Promise<T | null> => {
      setBusy(true);
      try {
        const answer = await call();
        notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
        refresh();
        return answer;
      } catch (error) {
        const message = (error as Error)?.message || 'app.errors.generic';
        const body = (error as { body?: Partial<ErrorResponse> }).body;
        if (body?.field) options.onFieldError?.(body.field.split('.').pop() as string, message);
        notify(message, { type: 'error', messageArgs: { _: message } });
        return null;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [notify, refresh],
  );

  return { save, busy };
}
