import { useCallback, useEffect, useRef, useState } from 'react';
import { checkDomain, type DomainProblem, type DomainStatus } from '../../api/schools';
import { checkDomainAvailability } from './signUpApi';

export type DomainCheckState =
  | { status: 'idle' }
  | { status: 'checking'; domain: string }
  | { status: 'malformed'; domain: string; problem: DomainProblem }
  | { status: Exclude<DomainStatus, 'malformed'>; domain: string; message: string; address: string | null }
  | { status: 'error'; domain: string; message: string };

/** How long typing must pause before the server is asked. */
export const DOMAIN_CHECK_DELAY_MS = 400;

/**
 * Checks a domain while it is typed: a malformed one at once, in the browser; a well-formed one
 * with the server once typing pauses, only the latest answer counting. `verify` asks at once
 * (for Next) and resolves with the final state.
 */
export function useDomainCheck(domain: string, delayMs = DOMAIN_CHECK_DELAY_MS) {
  const [state, setState] = useState<DomainCheckState>({ status: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const cache = useRef(new Map<string, DomainCheckState>());

  const ask = useCallback(async (value: string): Promise<DomainCheckState> => {
    pending.current?.abort();
    const known = cache.current.get(value);
    // Only "taken" and "reserved" stay true; "available" is asked again, as someone may take it.
    if (known && (known.status === 'taken' || known.status === 'reserved')) {
      setState(known);
      return known;
    }
    const controller = new AbortController();
    pending.current = controller;
    setState({ status: 'checking', domain: value });
    try {
      const answer = await checkDomainAvailability(value, controller.signal);
      const next: DomainCheckState =
        answer.status === 'malformed'
          ? { status: 'malformed', domain: value, problem: checkDomain(value) ?? 'characters' }
          : { status: answer.status, domain: value, message: answer.message, address: answer.address ?? null };
      cache.current.set(value, next);
      if (pending.current === controller) setState(next);
      return next;
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return { status: 'checking', domain: value };
      const next: DomainCheckState = { status: 'error', domain: value, message: (error as Error).message };
      if (pending.current === controller) setState(next);
      return next;
    }
  }, []);

  useEffect(() => {
    pending.current?.abort();
    if (!domain) {
      setState({ status: 'idle' });
      return;
    }
    const problem = checkDomain(domain);
    if (problem) {
      setState({ status: 'malformed', domain, problem });
      return;
    }
    setState({ status: 'checking', domain });
    const timer = setTimeout(() => void ask(domain), delayMs);
    return () => clearTimeout(timer);
  }, [domain, delayMs, ask]);

  useEffect(() => () => pending.current?.abort(), []);

  /** The verdict for the current domain, asking the server now if need be. */
  const verify = useCallback(async (): Promise<DomainCheckState> => {
    const problem = checkDomain(domain);
    if (problem) return { status: 'malformed', domain, problem };
    if ((state.status === 'available' || state.status === 'taken' || state.status === 'reserved') && state.domain === domain) return state;
    return ask(domain);
  }, [ask, domain, state]);

  /** The server said the domain is taken after all (a race at the final step). */
  const markTaken = useCallback((value: string, message: string) => {
    const next: DomainCheckState = { status: 'taken', domain: value, message, address: null };
    cache.current.set(value, next);
    setState(next);
  }, []);

  return { state, verify, markTaken };
}
