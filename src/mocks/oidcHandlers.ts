import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { ROLES, type Role } from '../api/constants';
import type { OidcConfigResponse } from '../api/oidc';
import { buildAuthResponse } from './builders/builders';
import { API_PATTERN, errorResponse, readJson, text } from './mockHttp';

/** The one-time code of a finished provider sign-in for each role (e.g. `oidc-code-STUDENT`). */
export const oidcCodeFor = (role: Role) => `oidc-code-${role}`;

/** A code whose account was blocked since the callback: the exchange answers 403. */
export const OIDC_BLOCKED_CODE = 'oidc-code-blocked';

/** GET /auth/oidc/config answering `config`: off by default, like a server without OIDC_* set. */
export const oidcConfigHandler = (config: OidcConfigResponse = { enabled: false, label: null }) =>
  http.get(`${API_PATTERN}/auth/oidc/config`, async () => {
    await delay();
    return HttpResponse.json(config);
  });

/** msw handlers of sign-in with an external provider, shared by Storybook and the UI tests. */
export const oidcHandlers: RequestHandler[] = [
  oidcConfigHandler(),
  http.post(`${API_PATTERN}/auth/oidc/exchange`, async ({ request }) => {
    await delay();
    const code = text((await readJson(request)).code);
    if (!code) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'code', params: { field: 'code' } });
    if (code === OIDC_BLOCKED_CODE) return errorResponse(request, 403, 'errors.accountBlocked');
    const role = ROLES.find((r) => oidcCodeFor(r) === code);
    if (!role) return errorResponse(request, 400, 'oidc.codeInvalid', { field: 'code' });
    return HttpResponse.json(buildAuthResponse({ authority: role }));
  }),
];
