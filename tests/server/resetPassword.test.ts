import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MINUTES } from '../../src/api/constants.js';
import {
  DEMO_PASSWORD,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  ADMIN_EMAIL,
  call,
  createTestApp,
  login,
  mailQueueDrained,
  minutes,
  type TestApp,
} from './helpers.js';
import { startSmtpCapture, type ReceivedMail, type SmtpCapture } from './smtpCapture.js';

const PUBLIC_URL = 'https://school.example.test';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // No mailer is passed: the app builds its real nodemailer SMTP transport from SMTP_URL.
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: `${PUBLIC_URL}/`, MAIL_FROM: 'Demo School <school@example.test>' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (payload: object, lang?: string) => call(t.app, { method: 'POST', url: '/api/auth/forgotPassword', payload, lang });
const update = (token: string, password: string, lang?: string) =>
  call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password }, lang });
const authenticate = (email: string, password: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });

/** Asks for a reset link, waits for the email to arrive over SMTP, and returns it with its token. */
async function requestReset(email: string, lang?: string): Promise<{ message: string; mail: ReceivedMail; token: string; link: string }> {
  const expected = smtp.received.length + 1;
  const res = await forgot({ email }, lang);
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitForMail(expected);
  const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/g) ?? [];
  expect(links).toHaveLength(1);
  const [link = ''] = links;
  return { message: res.json().message, mail, link, token: link.slice(link.lastIndexOf('/') + 1) };
}

const EN_SENT = 'If an account with this email exists, we have sent it a link to reset the password.';

/**
 * The seeded password hashes (and blocked flags), put back before each test so none sees a password another
 * test changed; earlier links are dropped too, so no test runs into the cap on links per user.
 */
let seededUsers: { id: number; password_hash: string | null; blocked: boolean }[];
beforeAll(async () => {
  seededUsers = await t.db.selectFrom('users').select(['id', 'password_hash', 'blocked']).execute();
});
beforeEach(async () => {
  await t.db.deleteFrom('password_reset_tokens').where('purpose', '=', 'reset').execute();
  for (const { id, password_hash, blocked } of seededUsers) {
    await t.db.updateTable('users').set({ password_hash, blocked }).where('id', '=', id).execute();
  }
});

/** Resets the student's password to `password` through a fresh link. */
async function resetStudentTo(password: string): Promise<string> {
  const { token } = await requestReset(STUDENT_EMAIL);
  expect((await update(token, password)).statusCode).toBe(200);
  return token;
}

describe('password reset through a real SMTP server', () => {
  it('emails the user a link to PUBLIC_URL/reset-password/<token>, ignoring a link sent by the client', async () => {
    const expected = smtp.received.length + 1;
    const res = await forgot({ email: ' Student@Demo.test ', link: 'https://evil.example/steal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EN_SENT });

    const mail = await smtp.waitForMail(expected);
    expect(mail.to).toEqual([STUDENT_EMAIL]);
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').toBe(STUDENT_EMAIL);
    expect(mail.parsed.from?.value[0]).toMatchObject({ address: 'school@example.test', name: 'Demo School' });
    expect(mail.parsed.subject).toBe('Reset your password at Demo School');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Hello, Sofia!');
    expect(text).not.toContain('evil.example');
    const link = /\S+\/reset-password\/\S+/.exec(text)?.[0] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/reset-password/`)).toBe(true);
    const token = link.slice(`${PUBLIC_URL}/reset-password/`.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('refuses a too-short new password without spending the link', async () => {
    const { token } = await requestReset(STUDENT_EMAIL);
    const res = await update(token, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Password must be at least 6 characters!', status: 400, field: 'password' });

    const ru = await update(token, '', 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({ message: 'Введите пароль!', status: 400, field: 'password' });

    expect((await authenticate(STUDENT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password and logs the user in', async () => {
    const { token } = await requestReset(STUDENT_EMAIL);
    const res = await update(token, 'newpass1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.any(String), authority: 'STUDENT' });

    const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(STUDENT_EMAIL);
  });

  it('ends the sessions opened with the old password, without claiming another login', async () => {
    const studentSession = await login(t.app, STUDENT_EMAIL);
    await resetStudentTo('newpass1');
    const res = await call(t.app, { method: 'GET', url: '/api/auth/me', token: studentSession });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBeUndefined();
    expect(res.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('accepts the new password and refuses the old one', async () => {
    await resetStudentTo('newpass1');
    const old = await authenticate(STUDENT_EMAIL, DEMO_PASSWORD);
    expect(old.statusCode).toBe(401);
    const fresh = await authenticate(STUDENT_EMAIL, 'newpass1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().authority).toBe('STUDENT');
  });

  it('refuses the same link a second time', async () => {
    const token = await resetStudentTo('newpass1');
    const res = await update(token, 'another1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This password link is invalid, expired or already used. Please ask for a new one.',
      status: 400,
      field: 'token',
    });
    expect((await authenticate(STUDENT_EMAIL, 'another1')).statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const res = await update('x'.repeat(43), 'another1');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
  });

  it(`refuses a link older than ${RESET_TOKEN_TTL_MINUTES} minutes and keeps the old password`, async () => {
    const { token: late } = await requestReset(INSTRUCTOR_EMAIL);
    t.clock.advance(minutes(RESET_TOKEN_TTL_MINUTES + 1));
    const res = await update(late, 'newpass1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password link is invalid, expired or already used. Please ask for a new one.');
    expect((await authenticate(INSTRUCTOR_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a link within the hour', async () => {
    const { token: prompt } = await requestReset(INSTRUCTOR_EMAIL);
    t.clock.advance(minutes(RESET_TOKEN_TTL_MINUTES - 1));
    expect((await update(prompt, 'newpass2')).statusCode).toBe(200);
    expect((await authenticate(INSTRUCTOR_EMAIL, 'newpass2')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { token: once } = await requestReset(INSTRUCTOR_EMAIL);
    const results = await Promise.all([update(once, 'racer-a1'), update(once, 'racer-b2')]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const winner = results[0].statusCode === 200 ? 'racer-a1' : 'racer-b2';
    const loser = winner === 'racer-a1' ? 'racer-b2' : 'racer-a1';
    expect((await authenticate(INSTRUCTOR_EMAIL, loser)).statusCode).toBe(401);
    expect((await authenticate(INSTRUCTOR_EMAIL, winner)).statusCode).toBe(200);
  });

  it('answers an unknown email with the same message and sends nothing', async () => {
    const tokens = async () => (await t.db.selectFrom('password_reset_tokens').select('id').execute()).length;
    const before = smtp.received.length;
    const tokensBefore = await tokens();
    const res = await forgot({ email: 'nobody@demo.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EN_SENT });
    expect(await tokens()).toBe(tokensBefore);

    // A mail for a known account sent afterwards is the only one to arrive.
    const { mail } = await requestReset(ADMIN_EMAIL);
    await mailQueueDrained(t.db);
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.to).toEqual([ADMIN_EMAIL]);
  });

  it('sends no link to a blocked account', async () => {
    await t.db.updateTable('users').set({ blocked: true }).where('email', '=', INSTRUCTOR_EMAIL).execute();
    const before = smtp.received.length;
    const res = await forgot({ email: INSTRUCTOR_EMAIL });
    expect(res.json()).toEqual({ message: EN_SENT });
    await requestReset(STUDENT_EMAIL);
    await mailQueueDrained(t.db);
    expect(smtp.received.map((m) => m.to[0]).slice(before)).toEqual([STUDENT_EMAIL]);
    await t.db.updateTable('users').set({ blocked: false }).where('email', '=', INSTRUCTOR_EMAIL).execute();
  });

  it('still validates the email', async () => {
    const res = await forgot({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email is not valid!', status: 400, field: 'email' });
  });

  it('answers in the page’s language and writes the email in the account’s email language', async () => {
    await t.db.updateTable('users').set({ language: 'ru' }).where('email', '=', ADMIN_EMAIL).execute();
    try {
      const { message, mail, link, token: ruToken } = await requestReset(ADMIN_EMAIL, 'en');
      expect(message).toBe(EN_SENT);
      expect(mail.parsed.subject).toBe('Смена пароля в Demo School');
      expect(mail.parsed.text).toContain('Здравствуйте, Anna!');
      expect(link.startsWith(`${PUBLIC_URL}/reset-password/`)).toBe(true);
      // Each request issues its own link, and this one works even if the admin asked for others before.
      expect((await update(ruToken, 'newpass3', 'ru')).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', ADMIN_EMAIL).execute();
    }
    // An English account asked from a Russian page: the answer in Russian, the email in English.
    const { message, mail } = await requestReset(STUDENT_EMAIL, 'ru');
    expect(message).toBe('Если аккаунт с таким адресом электронной почты существует, мы отправили на него ссылку для смены пароля.');
    expect(mail.parsed.subject).toBe('Reset your password at Demo School');
  });
});

describe('checking a link when the reset page opens', () => {
  const check = (token: string, lang?: string) =>
    call(t.app, { method: 'POST', url: '/api/auth/checkResetToken', payload: { token }, lang });
  const EN_INVALID = 'This password link is invalid, expired or already used. Please ask for a new one.';
  const RU_INVALID = 'Ссылка для смены пароля недействительна, устарела или уже использована. Запросите новую.';

  it('answers 200 for a live link, in both languages, without spending it', async () => {
    const { token } = await requestReset(STUDENT_EMAIL);
    const en = await check(token);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ message: 'This link is valid: choose a new password.' });
    const ru = await check(token, 'ru');
    expect(ru.statusCode).toBe(200);
    expect(ru.json()).toEqual({ message: 'Ссылка действительна: задайте новый пароль.' });
    // Checked twice, the link still sets the password, and the old one still worked until then.
    expect((await authenticate(STUDENT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await update(token, 'checked1')).statusCode).toBe(200);
    expect((await authenticate(STUDENT_EMAIL, 'checked1')).statusCode).toBe(200);
  });

  it('answers 400 with the translated message for a used link', async () => {
    const token = await resetStudentTo('newpass1');
    const en = await check(token);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: EN_INVALID, status: 400, field: 'token' });
    const ru = await check(token, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({ message: RU_INVALID, status: 400, field: 'token' });
  });

  it(`answers 400 for a link older than ${RESET_TOKEN_TTL_MINUTES} minutes, and 200 just before`, async () => {
    const { token } = await requestReset(INSTRUCTOR_EMAIL);
    t.clock.advance(minutes(RESET_TOKEN_TTL_MINUTES - 1));
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance(minutes(2));
    const late = await check(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: EN_INVALID, status: 400, field: 'token' });
  });

  it('answers a made-up token exactly as a used one, naming no account', async () => {
    const used = await resetStudentTo('newpass1');
    const madeUp = await check('x'.repeat(43));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.body).toBe((await check(used)).body);
    expect(madeUp.body).not.toContain('@');
    const empty = await check('');
    expect(empty.statusCode).toBe(400);
  });

  it('answers a retired link (a newer one was asked for) as invalid, and the newer as live', async () => {
    const { token: older } = await requestReset(INSTRUCTOR_EMAIL);
    const { token: newer } = await requestReset(INSTRUCTOR_EMAIL);
    expect((await check(older)).statusCode).toBe(400);
    expect((await check(newer)).statusCode).toBe(200);
  });
});
