import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * SPEC §8 for rating fetches (the instructor's rating pages, the student's ratings and results):
 * a 400 goes to the page's state (its message is answered, for the page to show); any other
 * failure is an error notice with the server's message, else a generic text (once per failure).
 */
export function useRatingError(error: unknown): string | null {
  const notify = useNotify();
  const translate = useTranslate();
  const told = useRef<unknown>(null);
  const badRequest = Boolean(error) && statusOf(error) === 400;
  useEffect(() => {
    if (!error || badRequest || told.current === error) return;
    told.current = error;
    const message = (error as Error)?.message || translate('app.errors.generic');
    notify(message, { type: 'error', messageArgs: { _: message } });
  }, [error, badRequest, notify, translate]);
  if (!badRequest) return null;
  return (error as Error)?.message || translate('app.errors.generic');
}

/** Rating calls are not retried on a refusal (4xx): only on network and server failures. */
export function retryRating(count: number, error: unknown): boolean {
  const status = statusOf(error);
  return count < 2 && (status === undefined || status === 0 || status >= 500);
}
