/* How AttemptSync reads a failed request, and how long it waits before trying again. */

/** Pauses between retries: 1 s, 2 s, 4 s … up to 30 s. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

interface FailureLike {
  status?: number;
  message?: string;
}

export type Failure = 'network' | 'server' | 'closed' | 'refused';

export function classify(error: unknown, online: boolean): Failure {
  const status = (error as FailureLike | null)?.status;
  if (!online || status === 0 || status === undefined) return 'network';
  if (status === 409) return 'closed';
  if (status >= 500 || status === 408 || status === 429) return 'server';
  return 'refused';
}

export const messageOf = (error: unknown) => (error as FailureLike | null)?.message || null;

/** The pause before the next retry after `failures` failures in a row. */
export function retryDelay(failures: number): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(failures, 10));
  // A little spread, so a class coming back online together does not arrive at once.
  return Math.round(base * (1 + Math.random() * 0.1));
}
