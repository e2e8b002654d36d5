import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export interface ServerActionOptions<T> {
  /** Reload what the page shows (lists keep their stored page params). Defaults to true. */
  refresh?: boolean;
  onSuccess?: (answer: T) => void;
}

/**
 * Runs one of the admin calls the way every screen does it: the server's message as the green
 * notice, its error message as the red one, and a reload of the page's data afterwards
 * (SPEC §4: lists reload after add, edit, delete, restore, block and import).
 */
export function useServerAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T extends { message?: string } | undefined>(call: () => Promise<T>, options: ServerActionOptions<T> = {}): Promise<boolean> => {
      setPending(true);
      try {
        const answer = await call();
        notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
        options.onSuccess?.(answer);
        if (options.refresh !== false) refresh();
        return true;
      } catch (error) {
        notify((error as Error)?.message || 'app.errors.generic', { type: 'error' });
        return false;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [notify, refresh],
  );

  return { run, pending };
}
