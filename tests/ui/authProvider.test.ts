import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { HttpError } from 'ra-core';
import { ROLE_HOME, ROLES, SESSION_REPLACED, type Role } from '../../src/api/constants';
import { createAuthProvider } from '../../src/dataProvider/authProvider';
import { createHttpClient, type HttpClient } from '../../src/dataProvider/httpClient';
import { getSession, saveSession, SESSION_KEY } from '../../src/auth/session';
import { REPLACED_TOKEN } from '../../src/mocks/handlers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoToken } from '../../src/mocks/builders/builders';
import { server, TEST_API_URL } from './server';

function setup({ language = 'en', replacedDelayMs = 1000 } = {}) {
  const goToLogin = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createHttpClient({ getToken: () => getSession()?.token, getLanguage: () => language, onUnauthorized });
  // Every call the provider makes, seen the moment it is made (the mock server sees it later).
  const calls: string[] = [];
  const httpClient: HttpClient = <T>(url: string, options?: Parameters<HttpClient>[1]) => {
    calls.push(url);
    return client<T>(url, options);
  };
  const authProvider = createAuthProvider(TEST_API_URL, httpClient, { goToLogin, replacedDelayMs });
  return { authProvider, goToLogin, onUnauthorized, calls };
}

/** Records what reaches `path` and lets the mock API answer as usual. */
function spyOn(method: 'get' | 'post' | 'put', path: string) {
  const requests: { body: unknown; authorization: string | null; language: string | null }[] = [];
  server.use(
    http[method](`*/api/${path}`, async ({ request }) => {
      const text = await request.clone().text();
      requests.push({
        body: text ? JSON.parse(text) : undefined,
        authorization: request.headers.get('authorization'),
        language: request.headers.get('accept-language'),
      });
      // No answer: the request falls through to the shared handlers.
    }),
  );
  return requests;
}

const stored = () => JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null');
const signIn = (role: Role = 'ADMIN', token = demoToken(role)) => saveSession({ token, role });

describe('authProvider.login', () => {
  it('trims and lower-cases the email before sending it', async () => {
    const requests = spyOn('post', 'auth/authenticate');
    const { authProvider } = setup();

    await authProvider.login({ email: '  Admin@Demo.TEST ', password: DEMO_PASSWORD });

    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({ email: 'admin@demo.test', password: DEMO_PASSWORD });
  });

  it.each(ROLES)('saves {token, role} under lms.session and answers the home of %s', async (role) => {
    const { authProvider } = setup();

    const result = await authProvider.login({ email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD });

    expect(result).toEqual({ redirectTo: ROLE_HOME[role] });
    expect(stored()).toEqual({ token: demoToken(role), role });
  });

  it('rejects a wrong password with the server message, keeps no session and is not a lost session', async () => {
    const { authProvider, onUnauthorized } = setup();

    const error = await authProvider.login({ email: 'admin@demo.test', password: 'wrong-password' }).catch((e) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Wrong email or password.' });
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('answers in Russian when the language is ru', async () => {
    const requests = spyOn('post', 'auth/authenticate');
    const { authProvider } = setup({ language: 'ru' });

    const error = await authProvider.login({ email: 'nobody@demo.test', password: 'whatever' }).catch((e) => e);

    expect(requests[0].language).toBe('ru');
    expect(error).toMatchObject({ status: 401, message: 'Неверный адрес электронной почты или пароль.' });
  });
});

describe('authProvider.logout', () => {
  it('clears the stored session and goes to the login page', async () => {
    signIn('STUDENT');
    const { authProvider, goToLogin } = setup();

    await authProvider.logout({});

    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('ends the session on the server with the token it had', async () => {
    signIn('STUDENT');
    const requests = spyOn('post', 'auth/logout');
    const { authProvider } = setup();

    await authProvider.logout({});

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].authorization).toBe(`Bearer ${demoToken('STUDENT')}`);
  });

  it('without a session only goes to the login page', async () => {
    const requests = spyOn('post', 'auth/logout');
    const { authProvider, goToLogin, calls } = setup();

    await authProvider.logout({});

    expect(goToLogin).toHaveBeenCalledTimes(1);
    // Logout sends its call before it returns, or never.
    expect(calls).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('authProvider.checkError', () => {
  it('on 401 clears the session and rejects towards /login', async () => {
    signIn('ADMIN');
    const { authProvider } = setup();

    await expect(authProvider.checkError(new HttpError('Please log in to continue.', 401))).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('on a replaced session waits replacedDelayMs before logging out (SPEC §8: 1 second)', async () => {
    vi.useFakeTimers();
    signIn('ADMIN');
    const { authProvider } = setup({ replacedDelayMs: 1000 });
    const error = new HttpError('You have logged in from another account', 401, { code: SESSION_REPLACED });

    let outcome: 'pending' | 'rejected' | 'resolved' = 'pending';
    const check = authProvider.checkError(error).then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );

    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe('pending');
    expect(getSession()).not.toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    await check;
    expect(outcome).toBe('rejected');
    expect(getSession()).toBeNull();
  });

  it('recognises the replaced session the mock API answers', async () => {
    signIn('ADMIN', REPLACED_TOKEN);
    const { authProvider, onUnauthorized } = setup({ replacedDelayMs: 30 });

    const error = await authProvider.getIdentity!().catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'You have logged in from another account' });
    expect(error.body).toMatchObject({ code: SESSION_REPLACED });
    expect(onUnauthorized).toHaveBeenCalledWith(error);

    const started = Date.now();
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(getSession()).toBeNull();
  });

  it('on 403 resolves and keeps the session', async () => {
    signIn('INSTRUCTOR');
    const { authProvider } = setup();

    await expect(authProvider.checkError(new HttpError('You do not have permission to do this.', 403))).resolves.toBeUndefined();
    expect(stored()).toEqual({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  });

  it('on other failures keeps the session', async () => {
    signIn('STUDENT');
    const { authProvider } = setup();

    await expect(authProvider.checkError(new HttpError('Not found.', 404))).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
  });
});

describe('authProvider session checks', () => {
  it('checkAuth rejects without a session and resolves with one', async () => {
    const { authProvider } = setup();

    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    signIn('STUDENT');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth rejects an unreadable stored session', async () => {
    window.localStorage.setItem(SESSION_KEY, '{"token": "x", "role": "SUPERUSER"}');
    const { authProvider } = setup();

    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('getPermissions answers the stored role', async () => {
    const { authProvider } = setup();

    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    signIn('INSTRUCTOR');
    await expect(authProvider.getPermissions!({})).resolves.toBe('INSTRUCTOR');
  });

  it('getIdentity answers who is logged in', async () => {
    signIn('INSTRUCTOR');
    const { authProvider } = setup();

    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      authority: 'INSTRUCTOR',
      fullName: 'Ivan Petrov',
      email: 'instructor@demo.test',
    });
  });
});

describe('authProvider password recovery', () => {
  it('forgotPassword sends the normalised email and answers the server message', async () => {
    const requests = spyOn('post', 'auth/forgotPassword');
    const { authProvider } = setup({ language: 'ru' });

    const answer = await authProvider.forgotPassword({ email: ' Student@Demo.test ' });

    expect(requests[0].body).toMatchObject({ email: 'student@demo.test' });
    expect(answer.message).toBe('Если аккаунт с таким адресом электронной почты существует, мы отправили на него ссылку для смены пароля.');
  });

  it('updatePassword logs in with the new password', async () => {
    const { authProvider } = setup();

    await expect(authProvider.updatePassword({ token: 'reset-token', password: 'new-secret' })).resolves.toEqual({
      redirectTo: ROLE_HOME.STUDENT,
    });
    expect(stored()).toEqual({ token: demoToken('STUDENT'), role: 'STUDENT' });
  });

  it('updatePassword with a used link rejects with the server message', async () => {
    const { authProvider } = setup();

    await expect(authProvider.updatePassword({ token: 'expired', password: 'new-secret' })).rejects.toMatchObject({
      status: 400,
      message: 'This password link is invalid, expired or already used. Please ask for a new one.',
    });
    expect(getSession()).toBeNull();
  });
});
