import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_ACCOUNTS, DEMO_PASSWORD, STUDENT_EMAIL, call, createTestApp, rowCount, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const authenticate = (payload: unknown, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: payload as object, lang });

describe('POST /api/auth/authenticate', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a.email] as const))(
    'logs the demo %s in and names the role in authority',
    async (role, email) => {
      const res = await authenticate({ email, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ token: expect.any(String), authority: role });
      expect(body.token.length).toBeGreaterThanOrEqual(32);

      const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token: body.token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email, authority: role });
    },
  );

  it('trims and lower-cases the email', async () => {
    const res = await authenticate({ email: '  Admin@Demo.TEST  ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().authority).toBe('ADMIN');
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const res = await authenticate({ email: ADMIN_EMAIL, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Wrong email or password.', status: 401 });
  });

  it('answers an unknown email exactly like a wrong password, so accounts cannot be probed', async () => {
    const unknown = await authenticate({ email: 'nobody@demo.test', password: DEMO_PASSWORD });
    const wrong = await authenticate({ email: ADMIN_EMAIL, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('says the credentials are wrong in Russian too', async () => {
    const res = await authenticate({ email: ADMIN_EMAIL, password: 'wrong-password' }, 'ru');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Неверный адрес электронной почты или пароль.', status: 401 });
  });

  describe('a blocked user', () => {
    const setBlocked = (blocked: boolean) => t.db.updateTable('users').set({ blocked }).where('email', '=', STUDENT_EMAIL).execute();

    afterAll(async () => {
      await setBlocked(false);
    });

    it('cannot log in and is told the account is blocked; an open session stops working too', async () => {
      const before = await authenticate({ email: STUDENT_EMAIL, password: DEMO_PASSWORD });
      expect(before.statusCode).toBe(200);
      await setBlocked(true);

      const res = await authenticate({ email: STUDENT_EMAIL, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your account is blocked. Please contact your school administrator.', status: 403 });

      const ru = await authenticate({ email: STUDENT_EMAIL, password: DEMO_PASSWORD }, 'ru');
      expect(ru.statusCode).toBe(403);
      expect(ru.json().message).toBe('Ваш аккаунт заблокирован. Обратитесь к администратору школы.');

      const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token: before.json().token });
      expect(me.statusCode).toBe(403);
      expect(me.json().message).toMatch(/blocked/);
    });

    it('can log in again once unblocked', async () => {
      await setBlocked(false);
      const res = await authenticate({ email: STUDENT_EMAIL, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().authority).toBe('STUDENT');
    });
  });

  describe('validation messages (SPEC §5)', () => {
    const cases = [
      ['no email', { password: DEMO_PASSWORD }, 'email', 'Email is required!', 'Введите адрес электронной почты!'],
      ['an empty email', { email: '', password: DEMO_PASSWORD }, 'email', 'Email is required!', 'Введите адрес электронной почты!'],
      ['a blank email', { email: '   ', password: DEMO_PASSWORD }, 'email', 'Email is required!', 'Введите адрес электронной почты!'],
      [
        'a malformed email',
        { email: 'admin-at-demo', password: DEMO_PASSWORD },
        'email',
        'Email is not valid!',
        'Некорректный адрес электронной почты!',
      ],
      [
        'an email without a domain',
        { email: 'admin@', password: DEMO_PASSWORD },
        'email',
        'Email is not valid!',
        'Некорректный адрес электронной почты!',
      ],
      ['no password', { email: ADMIN_EMAIL }, 'password', 'Password is required!', 'Введите пароль!'],
      ['an empty password', { email: ADMIN_EMAIL, password: '' }, 'password', 'Password is required!', 'Введите пароль!'],
      [
        'a short password',
        { email: ADMIN_EMAIL, password: '12345' },
        'password',
        'Password must be at least 6 characters!',
        'Пароль должен содержать не менее 6 символов!',
      ],
    ] as const;

    it.each(cases)('refuses %s with the exact English message', async (_name, payload, field, english) => {
      const res = await authenticate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: english, status: 400, field });
    });

    it.each(cases)('refuses %s with the Russian message for Accept-Language: ru', async (_name, payload, field, _english, russian) => {
      const res = await authenticate(payload, 'ru');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: russian, status: 400, field });
    });

    it('picks Russian from a browser-style header and English for an unsupported language', async () => {
      const browserRu = await authenticate({ email: ADMIN_EMAIL }, 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7');
      expect(browserRu.json().message).toBe('Введите пароль!');

      for (const lang of ['de', 'fr-FR,fr;q=0.9', '*', 'zz']) {
        const res = await authenticate({ email: ADMIN_EMAIL }, lang);
        expect(res.statusCode, lang).toBe(400);
        expect(res.json().message, lang).toBe('Password is required!');
      }
    });

    it('does not count refused input as a failed login attempt', async () => {
      const count = () => rowCount(t.db, 'login_failures', (eb) => eb('email', '=', ADMIN_EMAIL));
      const before = await count();
      for (const [, payload] of cases) await authenticate(payload);
      expect(await count()).toBe(before);
    });
  });
});
