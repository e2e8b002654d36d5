import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../src/api/notifications.js';
import type { SchoolSettings } from '../../src/api/schools.js';
import { mailHtml } from '../../server/lib/mailHtml.js';
import { NOTIFICATION_KINDS, notify } from '../../server/lib/notifications.js';
import { apiClient, call, createTestApp, login, waitFor, ADMIN_EMAIL, type TestApp } from './helpers.js';
import { demoIds } from './schoolFixtures.js';

/*
 * Each email goes in its recipient's language: a new account takes the language of the admin
 * who created it (else the school's) and the user can change it in the notification settings.
 * Every email has an HTML part beside its text; notification emails carry List-Unsubscribe,
 * one-click List-Unsubscribe-Post (RFC 8058) and Auto-Submitted.
 */

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const { api, ok } = apiClient(
  () => t.app,
  () => admin,
);
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  admin = await login(t.app, ADMIN_EMAIL);
  ids = await demoIds(t.db);
});
afterAll(async () => {
  await t?.close();
});

const mailTo = (to: string, subject?: RegExp) =>
  waitFor(() => t.mail.find((m) => m.to === to && (!subject || subject.test(m.subject))), 10_000, `mail to ${to}`);

async function addStudent(email: string, lang?: string): Promise<number> {
  const saved = await ok<{ studentId: number }>(
    'POST',
    'students',
    { name: 'Фёдор', lastname: 'Ёлкин', email, studyFormat: 'ONLINE', groupId: ids.group['Python Basics'] },
    { lang },
  );
  return saved.studentId;
}

const languageOf = async (id: number) =>
  (await t.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

/** Sets the school's language the way an admin does, on the settings page (the other fields as they are). */
async function setSchoolLanguage(language: string) {
  const { name, description, timezone, themeColor } = await ok<SchoolSettings>('GET', 'schools/settings');
  const saved = await ok<SchoolSettings>('PUT', 'schools/settings', { name, description, timezone, themeColor, language });
  expect(saved.language).toBe(language);
}

describe('a new account speaks the language of the admin who created it', () => {
  it('a Russian-speaking admin of an English school invites in Russian, and the account keeps Russian', async () => {
    await setSchoolLanguage('en');
    const id = await addStudent('ru.admin.invite@example.test', 'ru');
    expect(await languageOf(id)).toBe('ru');
    const mail = await mailTo('ru.admin.invite@example.test');
    expect(mail.subject).toBe('Ваш аккаунт в Demo School');
    expect(mail.text).toContain('Здравствуйте, Фёдор!');
  });

  it('an English-speaking admin of a Russian school invites in English', async () => {
    await setSchoolLanguage('ru');
    try {
      const id = await addStudent('en.admin.invite@example.test', 'en');
      expect(await languageOf(id)).toBe('en');
      expect((await mailTo('en.admin.invite@example.test')).subject).toBe('Your account at Demo School');
    } finally {
      await setSchoolLanguage('en');
    }
  });

  it("a call naming no language invites in the school's", async () => {
    await setSchoolLanguage('ru');
    try {
      const id = await addStudent('school.lang.invite@example.test');
      expect(await languageOf(id)).toBe('ru');
      expect((await mailTo('school.lang.invite@example.test')).subject).toBe('Ваш аккаунт в Demo School');
    } finally {
      await setSchoolLanguage('en');
    }
  });
});

describe("the school's language in its settings", () => {
  it('is shown, kept when left out, and a bad one is refused naming the field, changing nothing', async () => {
    await setSchoolLanguage('ru');
    try {
      const { name, description, timezone, themeColor } = await ok<SchoolSettings>('GET', 'schools/settings');
      expect((await ok<SchoolSettings>('PUT', 'schools/settings', { name, description, timezone, themeColor })).language).toBe('ru');
      const refused = await api(
        'PUT',
        'schools/settings',
        { name: 'Renamed', description, timezone, themeColor, language: 'de' },
        { lang: 'ru' },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'language' });
      expect(refused.json().message).toMatch(/[а-яё]/i);
      expect(await ok<SchoolSettings>('GET', 'schools/settings')).toMatchObject({ name, language: 'ru' });
    } finally {
      await setSchoolLanguage('en');
    }
  });
});

describe('the email language in the notification settings', () => {
  it('is shown, changed on its own, kept when left out, and a bad one is refused naming the field', async () => {
    const id = await addStudent('settings.lang@example.test', 'en');
    await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', id).execute();
    const student = await loginNew(id);
    const settings = () => ok<NotificationSettings>('GET', 'notifications/settings', undefined, { token: student });
    expect(await settings()).toEqual({ webNotificationEnabled: true, emailNotificationEnabled: true, emailLanguage: 'en' });

    const saved = await ok<NotificationSettings & { message: string }>(
      'PUT',
      'notifications/settings',
      { webNotificationEnabled: true, emailNotificationEnabled: true, emailLanguage: 'ru' },
      { token: student, lang: 'ru' },
    );
    expect(saved).toEqual({
      message: 'Настройки уведомлений сохранены.',
      webNotificationEnabled: true,
      emailNotificationEnabled: true,
      emailLanguage: 'ru',
    });
    // The SPEC's body, both flags only, keeps the language.
    await ok('PUT', 'notifications/settings', { webNotificationEnabled: false, emailNotificationEnabled: true }, { token: student });
    expect(await settings()).toEqual({ webNotificationEnabled: false, emailNotificationEnabled: true, emailLanguage: 'ru' });

    const bad = await api(
      'PUT',
      'notifications/settings',
      { webNotificationEnabled: true, emailNotificationEnabled: true, emailLanguage: 'de' },
      { token: student },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, field: 'emailLanguage' });
    expect(await settings()).toEqual({ webNotificationEnabled: false, emailNotificationEnabled: true, emailLanguage: 'ru' });

    // Their next notification email is in Russian.
    await notify(t.db, {
      schoolId: ids.schoolId,
      userId: id,
      kind: NOTIFICATION_KINDS.ANNOUNCEMENT_PUBLISHED,
      params: { text: 'Занятие переносится', groupId: ids.group['Python Basics'] },
    });
    const mail = await mailTo('settings.lang@example.test', /Объявление|объявление/);
    expect(mail.text).toContain('Занятие переносится');
  });
});

/** Gives a new account a password through its invitation and logs in. */
async function loginNew(id: number): Promise<string> {
  const { email } = await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  const invite = await mailTo(email);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(invite.text)![1];
  const set = await call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password: 'chosen1' } });
  expect(set.statusCode, set.body).toBe(200);
  return login(t.app, email, 'chosen1');
}

describe('the parts and headers of emails', () => {
  it('gives every email an HTML part saying what its text says, escaped, with links', async () => {
    await addStudent('html.part@example.test', 'ru');
    const mail = await mailTo('html.part@example.test');
    expect(mail.html).toContain('Здравствуйте, Фёдор!');
    expect(mail.html).toMatch(/<a href="http:\/\/[^"]+\/reset-password\/[A-Za-z0-9_-]+"[^>]*>/);
    expect(mailHtml('Task <b>"x" & y</b>\n\nSee https://a.test/x?q=1&r=2.')).toContain(
      '<p style="margin:0 0 1em;word-break:normal;overflow-wrap:break-word;hyphens:manual">Task &lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;</p>\n' +
        '<p style="margin:0 0 1em;word-break:normal;overflow-wrap:break-word;hyphens:manual">See <a href="https://a.test/x?q=1&amp;r=2" style="overflow-wrap:anywhere;word-break:break-all">https://a.test/x?q=1&amp;r=2</a>.</p>',
    );
  });

  it('lets the recipient unsubscribe from notification emails in one click, and asks first on a GET', async () => {
    const id = await addStudent('unsub@example.test', 'ru');
    await notify(t.db, {
      schoolId: ids.schoolId,
      userId: id,
      kind: NOTIFICATION_KINDS.ANNOUNCEMENT_PUBLISHED,
      params: { text: 'Hello', groupId: ids.group['Python Basics'] },
    });
    const mail = await mailTo('unsub@example.test', /Объявление|объявление/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.+\/api\/notifications\/unsubscribe\/[0-9a-f-]{36}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    });
    // Invitations are not notifications: no unsubscribe.
    expect((await mailTo('unsub@example.test', /аккаунт/)).headers).toBeUndefined();
    const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1)).pathname;
    const emailOn = async () =>
      (await t.db.selectFrom('notification_settings').select('email_enabled').where('user_id', '=', id).executeTakeFirst())
        ?.email_enabled ?? true;

    // Opening the link (or a mail scanner doing so) changes nothing: the page asks, in the user's language.
    const page = await call(t.app, { method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Больше не присылать уведомления на unsub@example.test?');
    expect(await emailOn()).toBe(true);

    // The mail program's one-click POST, as RFC 8058 writes it.
    const done = await call(t.app, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('больше не придут письма');
    expect(await emailOn()).toBe(false);
  });

  it('says an unknown or malformed link is not valid, in the language asked, and changes nothing', async () => {
    for (const key of ['00000000-0000-4000-8000-000000000000', 'not-a-key', "x'%3B--"]) {
      const res = await call(t.app, { method: 'POST', url: `/api/notifications/unsubscribe/${key}`, lang: 'ru' });
      expect(res.statusCode, key).toBe(404);
      expect(res.body).toContain('Эта ссылка недействительна.');
      expect((await call(t.app, { method: 'GET', url: `/api/notifications/unsubscribe/${key}` })).body).toContain(
        'This link is not valid.',
      );
    }
  });
});
