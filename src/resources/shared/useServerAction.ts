import { useCallback } from 'react';
import { useServerCall, type ServerCallOptions } from '../../shell/useServerCall';

export type ServerActionOptions<T> = Pick<ServerCallOptions<T>, 'refresh' | 'onSuccess'>;

/**
 * Runs one of the admin calls the way every screen does it (src/shell/useServerCall.ts): the
 * server's message as the green notice, its error message as the red one, and a reload of the
 * page's data afterwards. Answers whether it succeeded.
 */
export function useServerAction() {
  const { call, busy } = useServerCall();
  const run = useCallback(
    async <T extends { message?: string } | undefined>(work: () => Promise<T>, options: ServerActionOptions<T> = {}): Promise<boolean> =>
      (await call(work, options)) !== null,
    [call],
  );
  return { run, pending: busy };
}
