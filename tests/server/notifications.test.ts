import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '../../src/api/notifications.js';
import { NOTIFICATION_KINDS, notify } from '../../server/lib/notifications.js';
import { apiClient, createTestApp, login, type TestApp } from './helpers.js';
import { createOtherSchool } from './schoolFixtures.js';
import { accepted, buildWorld, listOf, record, rowsOf, titles, type World } from './notificationFixtures.js';

/*
 * SPEC §7 Notifications, the calls: each user's own list with its New and Seen tabs and the
 * new count, viewing one or all, deleting, and the web/email settings with their effect.
 */

const START = new Date('2026-03-02T09:00:00Z');

let t: TestApp;
let w: World;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
let otherToken: string;

const { api } = apiClient(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ startAt: START, captureMail: true });
  w = await buildWorld(t);
  other = await createOtherSchool(t.db);
  otherToken = await login(t.app, other.adminEmail);
});
afterAll(() => t?.close());
// Each test starts at START with nobody notified of anything; what a test counts, it records.
beforeEach(async () => {
  t.clock.set(START);
  await t.db.deleteFrom('notifications').execute();
});
/** Amy's "First", then her "Second" beside Boris's "Not Amy’s", a second apart. */
async function recordFirstAndSecond() {
  t.clock.advance(1000);
  await record(t, [{ ...accepted(w, w.who.amy, 'First'), at: t.clock.now() }]);
  t.clock.advance(1000);
  await record(t, [
    { ...accepted(w, w.who.amy, 'Second'), at: t.clock.now() },
    { ...accepted(w, w.who.boris, 'Not Amy’s'), at: t.clock.now() },
  ]);
}

describe('GET /api/notifications', () => {
  it("lists the caller's own, newest first, in the request's language, with the new count", async () => {
    await recordFirstAndSecond();

    const en = await listOf(t, w.tok.amy);
    expect(en.count).toBe(2);
    expect(en.newCount).toBe(2);
    expect(en.objects[0]).toEqual({
      id: expect.any(Number),
      kind: 'TASK_ANSWER_ACCEPTED',
      title: 'Answer accepted: Second',
      text: 'Your answer to the task "Second" has been accepted: 8 of 10 points. Comment: Good',
      link: `/student/courses/${w.courseId}/lessons/${w.lessonId}/tasks/41`,
      viewed: false,
      createdAt: t.clock.now().toISOString(),
      viewedAt: null,
    });
    expect(titles(en)).toEqual(['Answer accepted: Second', 'Answer accepted: First']);

    const ru = await listOf(t, w.tok.amy, '', 'ru');
    expect(ru.objects[0]).toMatchObject({
      title: 'Ответ принят: Second',
      text: 'Ваш ответ на задание «Second» принят: 8 баллов из 10. Комментарий: Good',
    });
    // Someone else's list holds only theirs; an empty list is an empty list.
    expect(titles(await listOf(t, w.tok.boris))).toEqual(['Answer accepted: Not Amy’s']);
    expect(await listOf(t, w.tok.outsider)).toEqual({ objects: [], count: 0, newCount: 0 });
  });

  it('filters the New and Seen tabs and pages them, the new count whatever the filter', async () => {
    await recordFirstAndSecond();
    const [oldest] = (await rowsOf(t, w.who.amy)).map((r) => r.id);
    expect((await api('PUT', `notifications/view/${oldest}`, undefined, { token: w.tok.amy })).statusCode).toBe(200);

    const fresh = await listOf(t, w.tok.amy, '?viewed=false');
    expect(fresh).toMatchObject({ count: 1, newCount: 1 });
    expect(titles(fresh)).toEqual(['Answer accepted: Second']);
    const seen = await listOf(t, w.tok.amy, '?viewed=true');
    expect(seen).toMatchObject({ count: 1, newCount: 1 });
    expect(seen.objects[0]).toMatchObject({ id: oldest, viewed: true, viewedAt: t.clock.now().toISOString() });

    const page2 = await listOf(t, w.tok.amy, '?page=2&size=1');
    expect(page2).toMatchObject({ count: 2, newCount: 1 });
    expect(page2.objects.map((n) => n.id)).toEqual([oldest]);
    expect((await listOf(t, w.tok.amy, '?page=3&size=1')).objects).toEqual([]);
  });

  it('refuses a bad filter or page with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?viewed=maybe', 'viewed'],
      ['?page=0', 'page'],
      ['?size=1000', 'size'],
    ]) {
      const res = await api('GET', `notifications${query}`, undefined, { token: w.tok.amy, lang: 'ru' });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
      expect(res.json().message, query).toMatch(/[а-я]/);
    }
  });

  it('answers 401 to every call without a session, and serves every role', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['PUT', '/view/1'],
      ['PUT', '/view/all'],
      ['DELETE', '/delete/1'],
      ['GET', '/settings'],
      ['PUT', '/settings'],
    ] as const) {
      expect((await api(method, `notifications${url}`, method === 'PUT' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const token of [w.tok.admin, w.tok.inst, w.tok.amy]) {
      expect((await api('GET', 'notifications', undefined, { token })).statusCode).toBe(200);
      expect((await api('GET', 'notifications/settings', undefined, { token })).statusCode).toBe(200);
    }
  });
});

describe('PUT /api/notifications/view/{id} and /view/all', () => {
  it('marks one as seen once: again changes nothing; another user’s or school’s id is a 404', async () => {
    // Boris has one more new one, which viewing this one leaves new.
    await record(t, [accepted(w, w.who.boris, 'Not Amy’s')]);
    const [id] = await record(t, [accepted(w, w.who.boris, 'View me')]);
    const first = await api('PUT', `notifications/view/${id}`, undefined, { token: w.tok.boris, lang: 'ru' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Уведомление отмечено как просмотренное.', newCount: 1 });
    const viewedAt = (await rowsOf(t, w.who.boris)).find((r) => r.id === id)!.viewed_at;
    expect(viewedAt?.toISOString()).toBe(t.clock.now().toISOString());

    t.clock.advance(60_000);
    const again = await api('PUT', `notifications/view/${id}`, undefined, { token: w.tok.boris });
    expect(again.json()).toEqual({ message: 'The notification is marked as seen.', newCount: 1 });
    expect((await rowsOf(t, w.who.boris)).find((r) => r.id === id)!.viewed_at).toEqual(viewedAt);

    const [theirs] = await record(t, [{ ...accepted(w, other.studentId), schoolId: other.schoolId }]);
    for (const [token, target] of [
      [w.tok.amy, id],
      [w.tok.inst, id],
      [w.tok.boris, theirs],
      [otherToken, id],
      [w.tok.boris, 999_999],
    ] as const) {
      const res = await api('PUT', `notifications/view/${target}`, undefined, { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', status: 404 });
    }
    expect((await rowsOf(t, other.studentId))[0].viewed_at).toBeNull();
  });

  it('refuses an id that is not one with a 400 naming it', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const res = await api('PUT', `notifications/view/${id}`, undefined, { token: w.tok.amy });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().field, id).toBe('id');
    }
  });

  it('marks every new one of the caller as seen, and nobody else’s', async () => {
    await record(t, [accepted(w, w.who.amy, 'Second')]); // one new from before
    await record(t, [accepted(w, w.who.amy, 'A'), accepted(w, w.who.amy, 'B'), accepted(w, w.who.outsider, 'C')]);
    expect((await listOf(t, w.tok.amy)).newCount).toBe(3);
    const res = await api('PUT', 'notifications/view/all', undefined, { token: w.tok.amy });
    expect(res.json()).toEqual({ message: 'All notifications are marked as seen.', newCount: 0 });
    expect(await listOf(t, w.tok.amy, '?viewed=false')).toMatchObject({ count: 0, newCount: 0 });
    expect((await listOf(t, w.tok.outsider)).newCount).toBe(1);
    // Nothing new: still fine.
    expect((await api('PUT', 'notifications/view/all', undefined, { token: w.tok.amy })).statusCode).toBe(200);
  });
});

describe('DELETE /api/notifications/delete/{id}', () => {
  it('deletes one of the caller’s for good; again, or another’s, is a 404', async () => {
    const [mine, theirs] = await record(t, [accepted(w, w.who.outsider, 'Delete me'), accepted(w, w.who.boris, 'Keep me')]);
    const before = await listOf(t, w.tok.outsider);
    const res = await api('DELETE', `notifications/delete/${mine}`, undefined, { token: w.tok.outsider });
    expect(res.json()).toEqual({ message: 'The notification has been deleted.', newCount: before.newCount - 1 });
    expect((await listOf(t, w.tok.outsider)).objects.map((n) => n.id)).not.toContain(mine);
    expect((await api('DELETE', `notifications/delete/${mine}`, undefined, { token: w.tok.outsider })).statusCode).toBe(404);
    expect((await api('DELETE', `notifications/delete/${theirs}`, undefined, { token: w.tok.outsider })).statusCode).toBe(404);
    expect((await api('DELETE', `notifications/delete/${theirs}`, undefined, { token: otherToken })).statusCode).toBe(404);
    expect((await rowsOf(t, w.who.boris)).map((r) => r.id)).toContain(theirs);
    expect((await api('DELETE', 'notifications/delete/x', undefined, { token: w.tok.outsider })).json().field).toBe('id');
  });
});

describe('settings', () => {
  it('are both on until changed, saved per user', async () => {
    expect((await api('GET', 'notifications/settings', undefined, { token: w.tok.inst2 })).json()).toEqual({
      webNotificationEnabled: true,
      emailNotificationEnabled: true,
      emailLanguage: 'en',
    });
    const saved = await api(
      'PUT',
      'notifications/settings',
      { webNotificationEnabled: true, emailNotificationEnabled: false },
      { token: w.tok.inst2, lang: 'ru' },
    );
    expect(saved.json()).toEqual({
      message: 'Настройки уведомлений сохранены.',
      webNotificationEnabled: true,
      emailNotificationEnabled: false,
      emailLanguage: 'en',
    });
    expect((await api('GET', 'notifications/settings', undefined, { token: w.tok.inst2 })).json()).toEqual({
      webNotificationEnabled: true,
      emailNotificationEnabled: false,
      emailLanguage: 'en',
    });
    expect((await api('GET', 'notifications/settings', undefined, { token: w.tok.inst })).json()).toEqual({
      webNotificationEnabled: true,
      emailNotificationEnabled: true,
      emailLanguage: 'en',
    });
    await api('PUT', 'notifications/settings', { webNotificationEnabled: true, emailNotificationEnabled: true }, { token: w.tok.inst2 });
    expect((await api('GET', 'notifications/settings', undefined, { token: w.tok.inst2 })).json()).toEqual({
      webNotificationEnabled: true,
      emailNotificationEnabled: true,
      emailLanguage: 'en',
    });
  });

  it('refuses a missing or wrong flag with a 400 naming it, changing nothing', async () => {
    for (const [body, field] of [
      [{ webNotificationEnabled: true }, 'emailNotificationEnabled'],
      [{ emailNotificationEnabled: false }, 'webNotificationEnabled'],
      [{ webNotificationEnabled: 'sometimes', emailNotificationEnabled: false }, 'webNotificationEnabled'],
    ] as const) {
      const res = await api('PUT', 'notifications/settings', body, { token: w.tok.inst2 });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await api('GET', 'notifications/settings', undefined, { token: w.tok.inst2 })).json()).toEqual({
      webNotificationEnabled: true,
      emailNotificationEnabled: true,
      emailLanguage: 'en',
    });
  });

  it('web off: new ones are not listed or counted, and do not appear when web is back on', async () => {
    const user = w.who.inst2;
    const token = w.tok.inst2;
    const before = await listOf(t, token);
    await api('PUT', 'notifications/settings', { webNotificationEnabled: false, emailNotificationEnabled: true }, { token });
    await record(t, [accepted(w, user, 'While off')]);
    expect(await listOf(t, token)).toEqual(before);
    // Recorded (and mailed), but hidden: it cannot be viewed or deleted either.
    const [hidden] = await rowsOf(t, user);
    expect(hidden).toMatchObject({ web: false, emailed: true });
    expect((await api('PUT', `notifications/view/${hidden.id}`, undefined, { token })).statusCode).toBe(404);

    await api('PUT', 'notifications/settings', { webNotificationEnabled: true, emailNotificationEnabled: true }, { token });
    expect(await listOf(t, token)).toEqual(before);
    await record(t, [accepted(w, user, 'After')]);
    expect(titles(await listOf(t, token))).toEqual(['Answer accepted: After', ...titles(before)]);
  });

  it('email off: no mail; on: one mail queued with the notification, none when it rolls back', async () => {
    const mailsTo = async (email: string) =>
      (await t.db.selectFrom('mail_queue').select(['subject', 'body_text']).where('to_address', '=', email).execute()).length;
    await api(
      'PUT',
      'notifications/settings',
      { webNotificationEnabled: true, emailNotificationEnabled: false },
      { token: w.tok.outsider },
    );
    const before = await mailsTo('olly@notified.test');
    await record(t, [accepted(w, w.who.outsider, 'No mail')]);
    expect(await mailsTo('olly@notified.test')).toBe(before);
    expect(titles(await listOf(t, w.tok.outsider))[0]).toBe('Answer accepted: No mail');

    await api('PUT', 'notifications/settings', { webNotificationEnabled: true, emailNotificationEnabled: true }, { token: w.tok.outsider });
    await record(t, [accepted(w, w.who.outsider, 'Mail')]);
    expect(await mailsTo('olly@notified.test')).toBe(before + 1);

    const rows = (await rowsOf(t, w.who.outsider)).length;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, {
          schoolId: w.schoolId,
          userId: w.who.outsider,
          kind: NOTIFICATION_KINDS.TASK_ANSWER_REJECTED,
          params: { taskName: 'Gone' },
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await mailsTo('olly@notified.test')).toBe(before + 1);
    expect((await rowsOf(t, w.who.outsider)).length).toBe(rows);
  });
});

it('records a once-only notification once per user, however often it is sent', async () => {
  const once = { ...accepted(w, w.who.boris, 'Once'), onceKey: 'test-once:1' };
  const ids = await record(t, [once, once, { ...once, userId: w.who.amy }]);
  expect(ids).toHaveLength(2);
  await record(t, [once]);
  expect((await rowsOf(t, w.who.boris)).filter((r) => r.once_key === 'test-once:1')).toHaveLength(1);
  const list: NotificationListResponse = await listOf(t, w.tok.boris);
  expect(titles(list).filter((title) => title === 'Answer accepted: Once')).toHaveLength(1);
});
