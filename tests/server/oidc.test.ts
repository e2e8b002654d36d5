/**
 * Sign-in with an external OpenID Connect provider, against a real provider
 * (oidc-provider on loopback, tests/fixtures/oidcProvider.ts) whose login and consent pages are
 * walked with fetch and a cookie jar, while the app answers through inject().
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { ConfigError } from '../../server/configError.js';
import { createOidcClient, OidcError } from '../../server/lib/oidc.js';
import { startOidcProvider, type TestOidcProvider } from '../fixtures/oidcProvider.js';
import { call, createTestApp, login, minutes, rowCount, STUDENT_EMAIL, type TestApp } from './helpers.js';

const PUBLIC_URL = 'http://school.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;
const silentLog = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as never;

let idp: TestOidcProvider;
let t: TestApp;
/** The same school without a provider configured. */
let plain: FastifyInstance;
let blockedEmail: string;
let trashedEmail: string;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [REDIRECT_URI],
    accounts: {
      // The provider keeps its own spelling of the address: matching lower-cases it.
      sofia: { email: '  Student@Demo.TEST ', email_verified: true, name: 'Sofia Smirnova' },
      instructor: { email: 'instructor@demo.test', email_verified: true },
      unverified: { email: STUDENT_EMAIL, email_verified: false },
      noEmail: { name: 'Nobody' },
      stranger: { email: 'stranger@elsewhere.test', email_verified: true },
    },
  });
  t = await createTestApp({ env: { PUBLIC_URL, ...idp.env('Test ID') } });
  plain = await buildApp({ config: { ...t.config, oidc: undefined }, db: t.db, now: t.clock.now, ownsDb: false });
  await plain.ready();
  const [blocked, trashed] = await t.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'STUDENT')
    .where('email', '!=', STUDENT_EMAIL)
    .orderBy('id')
    .limit(2)
    .execute();
  await t.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
  await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', trashed.id).execute();
  blockedEmail = blocked.email;
  trashedEmail = trashed.email;
  idp.accounts.set('blocked', { email: blockedEmail, email_verified: true });
  idp.accounts.set('trashed', { email: trashedEmail, email_verified: true });
}, 120_000);

afterAll(async () => {
  await plain?.close();
  await t?.close();
  await idp?.close();
});

/** GET /start as the login page's button does: the provider's URL and the state cookie. */
async function begin(lang?: 'en' | 'ru') {
  const res = await call(t.app, { method: 'GET', url: `/api/auth/oidc/start${lang ? `?lang=${lang}` : ''}` });
  expect(res.statusCode, res.body).toBe(302);
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  return { res, authUrl: String(res.headers.location), cookie: setCookie[0]?.split(';')[0] ?? '' };
}

/** Brings the provider's redirect back to the app, as the browser would, with the cookie it holds. */
function callback(url: URL, cookie?: string) {
  expect(url.origin).toBe(PUBLIC_URL);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
}

/** Where a callback (or start) sent the browser: /sign-in, with the outcome in the fragment. */
function landing(res: LightMyRequestResponse): Record<string, string> {
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location), PUBLIC_URL);
  expect(location.origin).toBe(PUBLIC_URL);
  expect(location.pathname).toBe('/sign-in');
  // Nothing rides in the query, which servers and proxies log.
  expect(location.search).toBe('');
  return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
}

/** The whole trip for a provider user: start, provider login and consent, callback. */
async function signInAs(login: string, lang?: 'en' | 'ru') {
  const { authUrl, cookie } = await begin(lang);
  const back = await idp.signIn(authUrl, login);
  return { back, cookie, res: await callback(back, cookie) };
}

const exchange = (code: unknown, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/oidc/exchange', payload: code === undefined ? {} : { code }, lang });

const count = (table: 'users' | 'oidc_login_tickets' | 'sessions') => rowCount(t.db, table);

describe('the button config', () => {
  it('is off when no provider is configured', async () => {
    const res = await call(plain, { method: 'GET', url: '/api/auth/oidc/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false, label: null });
  });

  it('is on with the configured label when a provider is configured, without a login', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/auth/oidc/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, label: 'Test ID' });
  });

  it('unconfigured, starting or coming back lands on /sign-in with a message key, in the page language', async () => {
    expect(landing(await call(plain, { method: 'GET', url: '/api/auth/oidc/start?lang=ru' }))).toEqual({ error: 'disabled', lang: 'ru' });
    expect(landing(await call(plain, { method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' }))).toEqual({ error: 'disabled' });
  });

  it('documents the OIDC calls in the OpenAPI document', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/auth/oidc/config', '/api/auth/oidc/start', '/api/auth/oidc/callback', '/api/auth/oidc/exchange']),
    );
    expect(paths['/api/auth/oidc/start'].get.responses).toHaveProperty('302');
  });

  it('declares every OIDC route public in the route table', () => {
    const roles = Object.fromEntries(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.roles]));
    for (const route of [
      'GET /api/auth/oidc/config',
      'GET /api/auth/oidc/start',
      'GET /api/auth/oidc/callback',
      'POST /api/auth/oidc/exchange',
    ]) {
      expect(roles[route], route).toBe('public');
    }
  });
});

describe('starting a sign-in', () => {
  it('redirects to the provider with code flow, state, nonce and an S256 PKCE challenge, bound to the browser by an httpOnly cookie', async () => {
    const { res, authUrl, cookie } = await begin('en');
    const url = new URL(authUrl);
    expect(url.origin).toBe(new URL(idp.issuer).origin);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
    });
    expect(params.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.state).toMatch(/^[\w-]{32,}$/);
    expect(params.nonce).toMatch(/^[\w-]{32,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // No secret and no verifier go through the browser.
    expect(authUrl).not.toContain(idp.clientSecret);
    expect(params).not.toHaveProperty('code_verifier');

    const setCookie = String([res.headers['set-cookie']].flat()[0]);
    expect(cookie).toBe(`lms_oidc_state=${params.state}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(res.headers['cache-control']).toBe('no-store');

    // Only a hash of the state is stored.
    const rows = await t.db.selectFrom('oidc_login_states').select(['state_hash', 'language']).execute();
    expect(rows.map((r) => r.state_hash)).not.toContain(params.state);
    expect(rows.at(-1)?.language).toBe('en');
  });

  it('refuses a language it does not know with a 400 naming the field', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/auth/oidc/start?lang=de', lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: 'lang' });
    expect(res.json().message).toContain('lang');
  });
});

describe('the happy path, end to end', () => {
  it('a verified email of an existing account signs in: a one-time code in the fragment, exchanged for a normal session', async () => {
    const previous = await login(t.app, STUDENT_EMAIL);
    const { res } = await signInAs('sofia', 'ru');
    const outcome = landing(res);
    expect(Object.keys(outcome)).toEqual(['code']);
    // The state cookie is cleared on the way back.
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/^lms_oidc_state=; .*Max-Age=0/);

    const answer = await exchange(outcome.code);
    expect(answer.statusCode, answer.body).toBe(200);
    const { token, authority } = answer.json();
    expect(authority).toBe('STUDENT');
    // The session token never travelled in a URL.
    expect(String(res.headers.location)).not.toContain(token);

    const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(STUDENT_EMAIL);

    // One active session per user, as the login does: the password session was replaced.
    const old = await call(t.app, { method: 'GET', url: '/api/auth/me', token: previous });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('You have logged in from another account');
  });

  it('signs in an instructor to the instructor role', async () => {
    const answer = await exchange(landing((await signInAs('instructor')).res).code);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().authority).toBe('INSTRUCTOR');
  });

  it('the one-time code works once, in the language of the request after that', async () => {
    const { code } = landing((await signInAs('sofia')).res);
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code, 'ru');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      field: 'code',
      message: 'Этот вход устарел или уже использован. Пожалуйста, войдите снова.',
    });
    const en = await exchange(code, 'en');
    expect(en.json().message).toBe('This sign-in has expired or was already used. Please sign in again.');
  });

  it('the one-time code expires after 2 minutes', async () => {
    const { code } = landing((await signInAs('sofia')).res);
    t.clock.advance(minutes(2) + 1_000);
    try {
      const res = await exchange(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('code');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('an unknown or malformed code is a 400 naming the field', async () => {
    expect((await exchange('not-a-code')).json()).toMatchObject({ status: 400, field: 'code' });
    expect((await exchange(undefined)).json()).toMatchObject({ status: 400, field: 'code' });
    expect((await exchange('x'.repeat(201))).json()).toMatchObject({ status: 400, field: 'code' });
  });

  it('a code for a user blocked since the callback gives no session', async () => {
    const { code } = landing((await signInAs('instructor')).res);
    await t.db.updateTable('users').set({ blocked: true }).where('email', '=', 'instructor@demo.test').execute();
    try {
      const sessions = await count('sessions');
      const res = await exchange(code, 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your account is blocked. Please contact your school administrator.');
      expect(await count('sessions')).toBe(sessions);
    } finally {
      await t.db.updateTable('users').set({ blocked: false }).where('email', '=', 'instructor@demo.test').execute();
    }
  });
});

describe('state and nonce', () => {
  it('a state that is not the one in the browser cookie is refused', async () => {
    const { authUrl, cookie } = await begin();
    const back = await idp.signIn(authUrl, 'sofia');
    const other = await begin();
    const tickets = await count('oidc_login_tickets');
    // Another sign-in's cookie (a callback URL made for someone else: login CSRF).
    expect(landing(await callback(back, other.cookie))).toEqual({ error: 'state' });
    // No cookie at all.
    expect(landing(await callback(back))).toEqual({ error: 'state' });
    // A state changed in the URL, with its cookie.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-value');
    expect(landing(await callback(forged, 'lms_oidc_state=forged-state-value'))).toEqual({ error: 'state' });
    // Missing altogether.
    const bare = new URL(back);
    bare.searchParams.delete('state');
    expect(landing(await callback(bare, cookie))).toEqual({ error: 'state' });
    expect(await count('oidc_login_tickets')).toBe(tickets);
    // The genuine pair still works: refusing a forgery spends nothing.
    expect(Object.keys(landing(await callback(back, cookie)))).toEqual(['code']);
  });

  it('a replayed state is refused, even with its cookie', async () => {
    const { back, cookie, res } = await signInAs('sofia', 'ru');
    expect(Object.keys(landing(res))).toEqual(['code']);
    const tickets = await count('oidc_login_tickets');
    expect(landing(await callback(back, cookie))).toEqual({ error: 'state' });
    expect(await count('oidc_login_tickets')).toBe(tickets);
  });

  it('a state older than 10 minutes is refused', async () => {
    const { authUrl, cookie } = await begin('ru');
    const back = await idp.signIn(authUrl, 'sofia');
    t.clock.advance(minutes(10) + 1_000);
    try {
      expect(landing(await callback(back, cookie))).toEqual({ error: 'state' });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('an ID Token with another nonce is refused, in the page language', async () => {
    const { authUrl, cookie } = await begin('ru');
    const tampered = new URL(authUrl);
    tampered.searchParams.set('nonce', 'a-nonce-this-sign-in-never-sent');
    const back = await idp.signIn(tampered.href, 'sofia');
    const tickets = await count('oidc_login_tickets');
    expect(landing(await callback(back, cookie))).toEqual({ error: 'nonce', lang: 'ru' });
    expect(await count('oidc_login_tickets')).toBe(tickets);
  });

  it("a code that is not the provider's is refused and the state is spent", async () => {
    const { authUrl, cookie } = await begin('en');
    const back = await idp.signIn(authUrl, 'sofia');
    const forged = new URL(back);
    forged.searchParams.set('code', 'made-up-code');
    expect(landing(await callback(forged, cookie))).toEqual({ error: 'provider', lang: 'en' });
    expect(landing(await callback(back, cookie))).toEqual({ error: 'state' });
  });

  it('a user who cancels at the provider is told so', async () => {
    const { authUrl, cookie } = await begin('ru');
    const back = await idp.signIn(authUrl, 'sofia', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(landing(await callback(back, cookie))).toEqual({ error: 'denied', lang: 'ru' });
  });
});

describe('matching the account', () => {
  it('an unverified email is refused and no session is opened', async () => {
    const sessions = await count('sessions');
    expect(landing((await signInAs('unverified', 'ru')).res)).toEqual({ error: 'unverified', lang: 'ru' });
    expect(landing((await signInAs('unverified', 'en')).res)).toEqual({ error: 'unverified', lang: 'en' });
    expect(await count('sessions')).toBe(sessions);
  });

  it('a provider account without an email is refused like an unverified one', async () => {
    expect(landing((await signInAs('noEmail', 'en')).res)).toEqual({ error: 'unverified', lang: 'en' });
  });

  it('an unknown user gets a clear refusal and no account is created', async () => {
    const users = await count('users');
    expect(landing((await signInAs('stranger', 'ru')).res)).toEqual({ error: 'unknownUser', lang: 'ru' });
    expect(await count('users')).toBe(users);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'stranger@elsewhere.test').executeTakeFirst()).toBeUndefined();
  });

  it('an account in the trash is as unknown', async () => {
    expect(landing((await signInAs('trashed', 'en')).res)).toEqual({ error: 'unknownUser', lang: 'en' });
  });

  it('a blocked user is told the account is blocked', async () => {
    const sessions = await count('sessions');
    expect(landing((await signInAs('blocked', 'ru')).res)).toEqual({ error: 'blocked', lang: 'ru' });
    expect(await count('sessions')).toBe(sessions);
  });
});

describe('the relying party library', () => {
  it('reads the email from UserInfo when the provider keeps it out of the ID Token', async () => {
    const redirect = 'http://rp.test/api/auth/oidc/callback';
    const strict = await startOidcProvider({
      claimsInIdToken: false,
      redirectUris: [redirect],
      accounts: { sofia: { email: STUDENT_EMAIL, email_verified: true } },
    });
    try {
      const rp = createOidcClient(loadConfig(strict.env()).oidc!, redirect, silentLog);
      const checks = rp.newChecks();
      const back = await strict.signIn((await rp.authorizationUrl(checks)).href, 'sofia');
      expect(await rp.finish(back, checks)).toEqual({ subject: 'sofia', email: STUDENT_EMAIL, emailVerified: true });
    } finally {
      await strict.close();
    }
  });

  it('reports an unreachable provider as such, and tries again on the next sign-in', async () => {
    const gone = await startOidcProvider();
    const config = loadConfig(gone.env()).oidc!;
    await gone.close();
    const rp = createOidcClient(config, REDIRECT_URI, silentLog);
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await rp.authorizationUrl(rp.newChecks()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OidcError);
      expect((error as OidcError).reason).toBe('provider');
    }
  });
});

describe('configuration', () => {
  const valid = { OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'lms', OIDC_CLIENT_SECRET: 's3cr3t-value' };

  it('is off when no OIDC variable is set', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({ OIDC_ISSUER_URL: '', OIDC_CLIENT_ID: '' }).oidc).toBeUndefined();
  });

  it('reads a well-formed provider; the label defaults to the issuer host', () => {
    expect(loadConfig({ ...valid, OIDC_BUTTON_LABEL: '  School ID  ' }).oidc).toEqual({
      issuerUrl: 'https://id.example.com',
      clientId: 'lms',
      clientSecret: 's3cr3t-value',
      buttonLabel: 'School ID',
    });
    expect(loadConfig(valid).oidc?.buttonLabel).toBe('id.example.com');
    // A public client (PKCE, no secret) and a provider on this machine over http.
    expect(loadConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:9000/realms/school', OIDC_CLIENT_ID: 'lms' }).oidc).toMatchObject({
      issuerUrl: 'http://127.0.0.1:9000/realms/school',
      clientSecret: undefined,
    });
    expect(loadConfig({ OIDC_ISSUER_URL: 'http://localhost:9000', OIDC_CLIENT_ID: 'lms' }).oidc?.issuerUrl).toBe('http://localhost:9000');
  });

  it.each([
    ['OIDC_ISSUER_URL', { OIDC_ISSUER_URL: 'not a url' }],
    ['OIDC_ISSUER_URL', { OIDC_ISSUER_URL: 'ftp://id.example.com' }],
    ['OIDC_ISSUER_URL', { OIDC_ISSUER_URL: 'http://id.example.com' }],
    ['OIDC_ISSUER_URL', { OIDC_ISSUER_URL: 'https://id.example.com/?tenant=1' }],
    ['OIDC_ISSUER_URL', { OIDC_ISSUER_URL: 'https://id.example.com/#x' }],
    ['OIDC_ISSUER_URL', { OIDC_ISSUER_URL: undefined }],
    ['OIDC_CLIENT_ID', { OIDC_CLIENT_ID: undefined }],
    ['OIDC_CLIENT_ID', { OIDC_CLIENT_ID: 'has space' }],
    ['OIDC_CLIENT_ID', { OIDC_CLIENT_ID: 'x'.repeat(256) }],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: 'line\nbreak' }],
    ['OIDC_BUTTON_LABEL', { OIDC_BUTTON_LABEL: '   ' }],
    ['OIDC_BUTTON_LABEL', { OIDC_BUTTON_LABEL: 'A very long provider name that will not fit' }],
    ['OIDC_BUTTON_LABEL', { OIDC_BUTTON_LABEL: 'Bell\u0007' }],
  ])('rejects a malformed or missing %s with a message naming it', (name, change) => {
    let error: unknown;
    try {
      loadConfig({ ...valid, ...change });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it('asks for the issuer when only the other variables are set, and never echoes the secret', () => {
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'top-secret' })).toThrow(/OIDC_ISSUER_URL must be set when OIDC_CLIENT_SECRET is/);
    let message = '';
    try {
      loadConfig({ ...valid, OIDC_CLIENT_SECRET: 'top secret' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('OIDC_CLIENT_SECRET');
    expect(message).not.toContain('top secret');
  });
});
