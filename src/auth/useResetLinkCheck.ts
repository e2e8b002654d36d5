import { useCallback, useEffect, useState } from 'react';
import { useLocaleState } from 'ra-core';
import { authProvider } from '../dataProvider';

/** What the reset page knows of its link: still asking, usable, or refused with the server's words. */
export type ResetLinkState = { state: 'checking' } | { state: 'live' } | { state: 'invalid'; message: string };

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Whether a failed answer says the link itself is refused (unknown, expired or used). */
export function refusesLink(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 404;
}

/**
 * Asks the server, when the page opens (and again in a newly chosen language, for its
 * message), whether the emailed link still works, without spending it. Only a refusal hides
 * the form: when the check itself fails (no network, too many requests), the form stays and
 * saving tells the truth. `refuse` lets a refused save show the same state.
 */
export function useResetLinkCheck(token: string) {
  const [locale] = useLocaleState();
  const [link, setLink] = useState<ResetLinkState>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    authProvider.checkResetToken({ token }).then(
      () => current && setLink({ state: 'live' }),
      (error: unknown) => {
        if (!current) return;
        setLink(
          refusesLink(error) ? { state: 'invalid', message: error instanceof Error ? error.message : String(error) } : { state: 'live' },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token, locale]);
  const refuse = useCallback((message: string) => setLink({ state: 'invalid', message }), []);
  return { link, refuse };
}
