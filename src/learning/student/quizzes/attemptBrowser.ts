/* The browser's side of AttemptSync: its network and page events, and the bookkeeping of confirmed answers. */

export interface BrowserListeners {
  online: () => void;
  offline: () => void;
  /** The page is left (closed, reloaded, or put away on a phone). */
  pagehide: () => void;
  visibilitychange: () => void;
}

/** Starts (`on`) or stops listening to the network and the page; nothing outside a browser. */
export function listenToBrowser(on: boolean, listeners: BrowserListeners): void {
  if (typeof window === 'undefined') return;
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method]('online', listeners.online);
  window[method]('offline', listeners.offline);
  window[method]('pagehide', listeners.pagehide);
  document[method]('visibilitychange', listeners.visibilitychange);
}

/**
 * Forgets the questions the server now has: those last changed by change number `version` or
 * before (a later change still waits for its own save).
 */
export function forgetConfirmed(touched: Map<string, number>, pending: Record<string, number>, version: number): void {
  for (const [key, touchedAt] of touched) {
    if (touchedAt <= version) {
      touched.delete(key);
      delete pending[key];
    }
  }
}
