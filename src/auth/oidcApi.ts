import { ROLE_HOME } from '../api/constants';
import type { OidcConfigResponse } from '../api/oidc';
import type { AuthResponse } from '../api/types';
import type { HttpClient } from '../dataProvider/httpClient';
import { saveSession } from './session';

export interface OidcApi {
  /** Whether the login page offers "Sign in with …", and its label. */
  config(): Promise<OidcConfigResponse>;
  /** Trades the one-time code of a provider sign-in for a session, saved like a login's. */
  exchange(code: string): Promise<{ redirectTo: string }>;
}

/** The calls of sign-in with an external provider; the redirects themselves are browser navigations. */
export function createOidcApi(apiUrl: string, httpClient: HttpClient): OidcApi {
  const url = (path: string) => `${apiUrl.replace(/\/+$/, '')}/${path}`;
  return {
    config: () => httpClient<OidcConfigResponse>(url('auth/oidc/config'), { skipUnauthorizedHandler: true }),
    async exchange(code) {
      const answer = await httpClient<AuthResponse>(url('auth/oidc/exchange'), {
        method: 'POST',
        json: { code },
        skipUnauthorizedHandler: true,
      });
      saveSession({ token: answer.token, role: answer.authority });
      return { redirectTo: ROLE_HOME[answer.authority] };
    },
  };
}
