import { ROLES, type Role } from '../api/constants';

/** The saved login information (SPEC §3 Session): one localStorage key. */
export interface StoredSession {
  token: string;
  role: Role;
}

export const SESSION_KEY = 'lms.session';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };

function read(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The saved session, or null when none (or when what is saved is unreadable). */
export function getSession(): StoredSession | null {
  const raw = read();
  if (raw === cached.raw) return cached.value;
  let value: StoredSession | null = null;
  try {
    const parsed = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed.token === 'string' && (ROLES as readonly string[]).includes(parsed.role)) {
      value = { token: parsed.token, role: parsed.role };
    }
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function saveSession(session: StoredSession): void {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  notify();
}

/** For useSyncExternalStore: also hears other tabs logging in or out. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
