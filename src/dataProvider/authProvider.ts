import type { AuthProvider, UserIdentity } from 'ra-core';
import { ROLE_HOME, SESSION_REPLACED, type Role } from '../api/constants';
import type { AuthResponse, MeResponse, MessageResponse } from '../api/types';
import { normalizeEmail } from '../api/rules';
import { clearSession, getSession, saveSession } from '../auth/session';
import type { HttpClient } from './httpClient';

export interface LmsAuthProvider extends AuthProvider {
  login(params: { email: string; password: string }): Promise<{ redirectTo: string }>;
  /** Sets a new password with an emailed token and logs in (SPEC §7 updatePassword). */
  updatePassword(params: { token: string; password: string }): Promise<{ redirectTo: string }>;
  forgotPassword(params: { email: string }): Promise<MessageResponse>;
  /** Whether an emailed password link still works, without using it; rejects with the server's 400 when not. */
  checkResetToken(params: { token: string }): Promise<MessageResponse>;
}

export interface AuthProviderOptions {
  /** Where logout and a lost session lead; navigates outside the areas, replacing history. */
  goToLogin: () => void;
  /** How long the "logged in from another account" notice shows before logout (SPEC §8). */
  replacedDelayMs?: number;
}

const isReplaced = (error: { status?: number; body?: { code?: string } }) => error?.status === 401 && error.body?.code === SESSION_REPLACED;

/**
 * react-admin's authProvider: keeps {token, role} under one localStorage key, restores it on
 * start, sends each role to its home, and ends the session on 401 or logout.
 */
export function createAuthProvider(apiUrl: string, httpClient: HttpClient, options: AuthProviderOptions): LmsAuthProvider {
  const url = (path: string) => `${apiUrl.replace(/\/+$/, '')}/${path}`;
  const replacedDelayMs = options.replacedDelayMs ?? 1000;

  const start = (answer: AuthResponse) => {
    saveSession({ token: answer.token, role: answer.authority });
    return { redirectTo: ROLE_HOME[answer.authority] };
  };

  return {
    async login({ email, password }) {
      const answer = await httpClient<AuthResponse>(url('auth/authenticate'), {
        method: 'POST',
        json: { email: normalizeEmail(email), password },
        skipUnauthorizedHandler: true,
      });
      return start(answer);
    },

    async updatePassword({ token, password }) {
      const answer = await httpClient<AuthResponse>(url('auth/updatePassword'), { method: 'PUT', json: { token, password } });
      return start(answer);
    },

    forgotPassword({ email }) {
      return httpClient<MessageResponse>(url('auth/forgotPassword'), {
        method: 'POST',
        json: { email: normalizeEmail(email), link: `${window.location.origin}/reset-password` },
      });
    },

    checkResetToken({ token }) {
      return httpClient<MessageResponse>(url('auth/checkResetToken'), { method: 'POST', json: { token } });
    },

    async logout() {
      const session = getSession();
      clearSession();
      if (session) {
        // Best effort: the session ends on the server too, but logout never waits on the network.
        // The token goes explicitly: the client reads the saved one only after it is cleared.
        httpClient(url('auth/logout'), { method: 'POST', skipUnauthorizedHandler: true, token: session.token }).catch(() => undefined);
      }
      options.goToLogin();
      return false;
    },

    async checkAuth() {
      if (!getSession()) throw { redirectTo: '/login', message: false };
    },

    async checkError(error) {
      if (error?.status === 401) {
        // The user reads why before leaving (SPEC §8: logged out after 1 second).
        if (isReplaced(error)) await new Promise((resolve) => setTimeout(resolve, replacedDelayMs));
        clearSession();
        throw { message: false, redirectTo: '/login' };
      }
      // 403 and others: the page shows the server's message; the session stays.
    },

    async getPermissions() {
      return getSession()?.role ?? null;
    },

    async getIdentity(): Promise<UserIdentity> {
      const me = await httpClient<MeResponse>(url('auth/me'));
      // react-admin's user menu shows `avatar` in the app bar.
      return { ...me, avatar: me.avatarLink ?? undefined };
    },
  };
}

/** Where a role lands after login or a restored session. */
export function homeOf(role: Role | null | undefined): string {
  return role ? ROLE_HOME[role] : '/login';
}

export { isReplaced };
