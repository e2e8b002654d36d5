import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, ROLES, type Language } from '../../../src/api/constants.js';
import { normalizeEmail } from '../../../src/api/rules.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { responses } from '../../lib/schemas.js';
import { createOidcClient, OidcError, type OidcFailure } from '../../lib/oidc.js';
import type { AppDeps } from '../../appDeps.js';
import { openSession } from './repository.js';
import * as repo from './oidcRepository.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';
import { typed } from '../../lib/typedRoutes.js';

/** The page every sign-in with the provider ends on, successful or not (SPEC §2 /sign-in). */
export const SIGN_IN_PAGE = '/sign-in';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

// Binds a begun sign-in to the browser that began it: the callback must bring back the same
// state in this cookie and in its query, so a callback URL made for someone else (login CSRF)
// is refused. SameSite=Lax still sends it on the provider's top-level redirect back to us.
const STATE_COOKIE = 'lms_oidc_state';
const COOKIE_PATH = '/api/auth/oidc';

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

function stateCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${STATE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const sameString = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const authAnswer = {
  type: 'object',
  properties: { token: { type: 'string' }, authority: { type: 'string', enum: [...ROLES] } },
  required: ['token', 'authority'],
} as const;

const redirectAnswer = { description: 'Redirect (Location header)', type: 'null' } as const;

/** What the routes share, set once at registration: the provider's client and where it sends browsers back. */
interface OidcSetup {
  settings: AppDeps['config']['oidc'];
  redirectUri: string;
  oidc: ReturnType<typeof createOidcClient> | undefined;
  secureCookie: boolean;
}

/** Ends a browser's trip at /sign-in, the outcome in the fragment. */
function land(reply: FastifyReply, outcome: { code: string } | { error: OidcFailure; lang?: Language }) {
  const fragment = new URLSearchParams(
    'code' in outcome ? { code: outcome.code } : { error: outcome.error, ...(outcome.lang ? { lang: outcome.lang } : {}) },
  );
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(`${SIGN_IN_PAGE}#${fragment}`, 302);
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: OidcFailure, lang?: Language) {
  request.log.info({ reason: error }, 'OpenID Connect sign-in refused');
  return land(reply, { error, lang });
}

/**
 * Sign-in with an external OpenID Connect provider (SPEC §1): authorisation code with
 * PKCE (S256), state and nonce. The account is matched by the provider's verified email; no
 * account is ever created here. A success hands the browser a one-time code in the URL
 * fragment of /sign-in (fragments reach neither server logs nor Referer headers), which the
 * page exchanges with a POST for the session, as a login answers it.
 */
export async function oidcRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const settings = config.oidc;
  const redirectUri = `${config.publicUrl}${OIDC_CALLBACK_PATH}`;
  const setup: OidcSetup = {
    settings,
    redirectUri,
    oidc: settings ? createOidcClient(settings, redirectUri, app.log) : undefined,
    secureCookie: config.publicUrl.startsWith('https:'),
  };
  registerStart(app, deps, setup);
  registerCallback(app, deps, setup);
  registerExchange(app, deps);
}

/** Before the provider: whether sign-in is offered, and sending the browser there. */
function registerStart(app: FastifyInstance, { db, now }: AppDeps, { settings, oidc, secureCookie }: OidcSetup) {
  const routes = typed(app);
  routes.get(
    '/api/auth/oidc/config',
    {
      config: { roles: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether sign-in with an external provider is offered, and its button label',
        response: responses({
          200: {
            type: 'object',
            properties: { enabled: { type: 'boolean' }, label: { type: ['string', 'null'] } },
            required: ['enabled', 'label'],
          },
        }),
      },
    },
    async () => ({ enabled: Boolean(settings), label: settings?.buttonLabel ?? null }),
  );

  routes.get(
    '/api/auth/oidc/start',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.oidc },
      schema: {
        tags: ['auth'],
        summary: 'Begin signing in with the external provider (a browser navigation)',
        description:
          'Redirects to the provider with state, nonce and an S256 code challenge, and sets a short-lived httpOnly cookie ' +
          "binding the sign-in to this browser. `lang` is the login page's language, used for the message if the sign-in fails.",
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: [...LANGUAGES] } } },
        response: responses({ 302: redirectAnswer }),
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      if (!oidc) return refuse(request, reply, 'disabled', lang);
      const checks = oidc.newChecks();
      let target: URL;
      try {
        target = await oidc.authorizationUrl(checks);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect provider unavailable');
        return refuse(request, reply, 'provider', lang);
      }
      await repo.saveState(db, checks, lang, now());
      return reply
        .header('set-cookie', stateCookie(checks.state, repo.OIDC_STATE_TTL_MS / 1000, secureCookie))
        .header('cache-control', 'no-store')
        .redirect(target.href, 302);
    },
  );
}

/** The provider's redirect back: checks everything and lands the browser on /sign-in. */
function registerCallback(app: FastifyInstance, { db, now }: AppDeps, { redirectUri, oidc, secureCookie }: OidcSetup) {
  const routes = typed(app);
  routes.get(
    OIDC_CALLBACK_PATH,
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.oidc },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back (the redirect URI to register at the provider)',
        description:
          'Checks the state against the cookie and spends it, exchanges the code with the PKCE verifier, validates the ID Token ' +
          '(signature, issuer, audience, nonce) and matches the verified email to an account. Redirects to ' +
          '`/sign-in#code=…` (a one-time code for POST /api/auth/oidc/exchange) or `/sign-in#error=…&lang=…`.',
        querystring: {
          type: 'object',
          properties: {
            code: { type: 'string', maxLength: 4096 },
            state: { type: 'string', maxLength: 512 },
            iss: { type: 'string', maxLength: 2048 },
            error: { type: 'string', maxLength: 256 },
            error_description: { type: 'string', maxLength: 2048 },
          },
        },
        response: responses({ 302: redirectAnswer }),
      },
    },
    async (request, reply) => {
      // The state is single-use whatever happens next: the cookie goes at once.
      reply.header('set-cookie', stateCookie('', 0, secureCookie));
      if (!oidc) return refuse(request, reply, 'disabled');
      const state = request.query.state;
      const bound = readCookie(request.headers.cookie, STATE_COOKIE);
      if (!state || !bound || !sameString(state, bound)) return refuse(request, reply, 'state');
      const checks = await repo.spendState(db, state, now());
      if (!checks) return refuse(request, reply, 'state');
      const lang = checks.language;

      // Exactly the registered redirect URI with the provider's parameters, as openid-client expects.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      let identity;
      try {
        identity = await oidc.finish(callbackUrl, checks);
      } catch (error) {
        if (error instanceof OidcError) return refuse(request, reply, error.reason, lang);
        throw error;
      }
      if (!identity.email || !identity.emailVerified) return refuse(request, reply, 'unverified', lang);
      const user = await repo.findUserForEmail(db, normalizeEmail(identity.email));
      if (!user) return refuse(request, reply, 'unknownUser', lang);
      if (user.blocked) return refuse(request, reply, 'blocked', lang);
      return land(reply, { code: await repo.createTicket(db, user.id, now()) });
    },
  );
}

/** The page's trade of the one-time code for a session. */
function registerExchange(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/auth/oidc/exchange',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.oidc },
      schema: {
        tags: ['auth'],
        summary: 'Trade the one-time code of a provider sign-in for a session',
        description: 'The code is valid once, for 2 minutes. Like a login, the new session ends every other session of the user.',
        body: {
          type: 'object',
          properties: { code: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['code'],
        },
        response: responses({ 200: authAnswer }),
      },
    },
    async (request) => {
      const at = now();
      const user = await repo.spendTicket(db, request.body.code, at);
      if (!user) throw badRequest('oidc.codeInvalid', 'code');
      // Blocked in the seconds since the callback: no session.
      if (user.blocked) throw new AppError(403, 'errors.accountBlocked');
      const token = await openSession(db, user.id, at);
      return { token, authority: user.role };
    },
  );
}
