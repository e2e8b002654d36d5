import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

/** The saved session, re-rendering when it changes (login, logout, a 401, another tab). */
export function useSession() {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
