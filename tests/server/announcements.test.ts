import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveToTrash, restoreFromTrash } from '../../server/lib/trash.js';
import { adminSuite } from './adminSuite.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, minutes, type Method } from './helpers.js';
import { addCourse, addGroup } from './schoolFixtures.js';

// The demo school's timezone is Europe/Moscow (UTC+3).
const START = new Date('2026-03-10T12:00:00Z');
const { t, ids, other, tokens, api } = adminSuite({ startAt: START });
async function publish(text: string, groupId: number | null = null, token = tokens.ADMIN): Promise<number> {
  const res = await api('POST', 'announcements', { text, groupId }, { token });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(minutes(1));
  return res.json().id;
}
const texts = async (query: string, token = tokens.ADMIN) => {
  const res = await api('GET', `announcements?${query}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().objects.map((a: { text: string }) => a.text);
};

describe('admin: publishing and managing', () => {
  // Cases read the creation time and move the clock: each starts at START.
  beforeEach(() => {
    t.clock.set(START);
  });

  it('publishes for every group or one group, naming the creator', async () => {
    const res = await api('POST', 'announcements', { text: '  Exams next week  ', groupId: ids.group['Python Basics'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The announcement has been published.',
      id: expect.any(Number),
      text: 'Exams next week',
      groupId: ids.group['Python Basics'],
      groupName: 'Python Basics',
      isActive: true,
      creator: { id: ids.user[ADMIN_EMAIL], fullName: 'Anna Admin' },
      createdAt: '2026-03-10T12:00:00.000Z',
      updatedAt: '2026-03-10T12:00:00.000Z',
    });
    const all = await api('POST', 'announcements', { text: 'Для всех' }, { lang: 'ru' });
    expect(all.json()).toMatchObject({ message: 'Объявление опубликовано.', groupId: null, groupName: null });
    expect((await api('GET', `announcements/${all.json().id}`)).json()).toMatchObject({ text: 'Для всех', isActive: true });
  });

  it('takes a groupId of 0 as every group', async () => {
    expect((await api('POST', 'announcements', { text: 'zero', groupId: 0 })).json()).toMatchObject({ groupId: null, groupName: null });
  });

  it.each([
    ['no text', {}, 400, 'text', 'The field "text" is required.'],
    ['a blank text', { text: '   ' }, 400, 'text', 'The field "text" is required.'],
    ['a text of 5001 characters', { text: 'x'.repeat(5001) }, 400, 'text', 'The field "text" must be at most 5000 characters.'],
    ['a negative groupId', { text: 'Hi', groupId: -2 }, 400, 'groupId', 'The field "groupId" must be at least 1.'],
    ['a groupId that is no number', { text: 'Hi', groupId: 'abc' }, 400, 'groupId', 'The field "groupId" must be a whole number.'],
    ['an unknown groupId', { text: 'Hi', groupId: 999999 }, 404, 'groupId', 'The group was not found.'],
  ])('refuses %s', async (_label, body, status, field, message) => {
    const res = await api('POST', 'announcements', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, status, field });
  });

  it('refuses a group of another school or in the trash with 404, in Russian too', async () => {
    expect((await api('POST', 'announcements', { text: 'Hi', groupId: other.groupId }, { lang: 'ru' })).json()).toEqual({
      message: 'Группа не найдена.',
      status: 404,
      field: 'groupId',
    });
    const gone = await addGroup(t.db, ids.schoolId);
    await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'GROUP',
      entityId: gone,
      name: 'gone',
      deletedBy: ids.user[ADMIN_EMAIL],
      now: t.clock.now(),
    });
    expect((await api('POST', 'announcements', { text: 'Hi', groupId: gone })).statusCode).toBe(404);
    expect((await api('GET', `announcements?groupId=${gone}`)).statusCode).toBe(404);
  });

  it('lists newest first, pages, searches and filters by group', async () => {
    const first = await publish('list-one');
    await publish('list-two', ids.group['Frontend 2026']);
    await publish('list-three');
    expect(await texts('search=LIST-')).toEqual(['list-three', 'list-two', 'list-one']);
    const page = (await api('GET', 'announcements?search=list-&page=2&size=2')).json();
    expect(page).toEqual({ count: 3, objects: [expect.objectContaining({ id: first, text: 'list-one' })] });
    expect(await texts(`search=list-&groupId=${ids.group['Frontend 2026']}`)).toEqual(['list-two']);
    expect((await api('GET', 'announcements?size=101')).json()).toMatchObject({ status: 400, field: 'size' });
  });

  it("filters by creation dates in the school's timezone, inclusively", async () => {
    t.clock.set(new Date('2026-03-10T20:00:00Z')); // 23:00 on the 10th in Moscow
    await publish('tz-evening');
    t.clock.set(new Date('2026-03-10T22:30:00Z')); // 01:30 on the 11th in Moscow
    await publish('tz-night');
    expect(await texts('search=tz-&from=2026-03-11&to=2026-03-11')).toEqual(['tz-night']);
    expect(await texts('search=tz-&from=2026-03-10&to=2026-03-10')).toEqual(['tz-evening']);
    expect(await texts('search=tz-&from=2026-03-10')).toEqual(['tz-night', 'tz-evening']);
    expect(await texts('search=tz-&to=2026-03-10')).toEqual(['tz-evening']);
    expect(await texts('search=tz-&from=2026-03-12')).toEqual([]);
  });

  it('refuses bad dates and a from later than to with 400', async () => {
    expect((await api('GET', 'announcements?from=2026-03-12&to=2026-03-11')).json()).toEqual({
      message: 'The date "from" must not be later than the date "to".',
      status: 400,
      field: 'from',
    });
    expect((await api('GET', 'announcements?from=2026-03-12&to=2026-03-11', undefined, { lang: 'ru' })).json().message).toBe(
      'Дата «с» не может быть позже даты «по».',
    );
    expect((await api('GET', 'announcements?from=12.03.2026')).json()).toMatchObject({ status: 400, field: 'from' });
    expect((await api('GET', 'announcements?to=2026-02-29')).json()).toMatchObject({ status: 400, field: 'to' });
  });

  it('saves text and target group, keeping the creation time', async () => {
    const id = await publish('edit-me', ids.group['Python Basics']);
    t.clock.advance(minutes(30));
    const res = await api('PUT', `announcements/${id}`, { text: 'edited', groupId: ids.group['Frontend 2026'] });
    expect(res.json()).toMatchObject({
      message: 'The announcement has been saved.',
      text: 'edited',
      groupId: ids.group['Frontend 2026'],
      groupName: 'Frontend 2026',
    });
    expect(res.json().updatedAt).toBe(t.clock.now().toISOString());
    expect(res.json().createdAt).not.toBe(res.json().updatedAt);
    expect((await api('PUT', `announcements/${id}`, { text: 'for everyone' })).json()).toMatchObject({ groupId: null, groupName: null });
    expect((await api('PUT', `announcements/${id}`, { text: '' })).json()).toMatchObject({ status: 400, field: 'text' });
    expect((await api('PUT', `announcements/${id}`, { text: 'x', groupId: other.groupId })).statusCode).toBe(404);
    expect((await api('PUT', 'announcements/999999', { text: 'x' })).statusCode).toBe(404);
  });

  it('hides and shows with activation, which needs active=true|false', async () => {
    const id = await publish('toggle-me');
    expect((await api('PUT', `announcements/${id}/activation?active=false`)).json()).toEqual({ message: 'The announcement is hidden.' });
    expect((await api('GET', `announcements/${id}`)).json().isActive).toBe(false);
    expect((await api('PUT', `announcements/${id}/activation?active=true`, undefined, { lang: 'ru' })).json()).toEqual({
      message: 'Объявление показано.',
    });
    expect((await api('GET', `announcements/${id}`)).json().isActive).toBe(true);
    expect((await api('PUT', `announcements/${id}/activation`)).json()).toMatchObject({ status: 400, field: 'active' });
    expect((await api('PUT', `announcements/${id}/activation?active=maybe`)).json()).toMatchObject({ status: 400, field: 'active' });
    expect((await api('PUT', 'announcements/999999/activation?active=true')).statusCode).toBe(404);
  });

  it('deletes for good, not to the trash', async () => {
    const id = await publish('delete-me');
    expect((await api('DELETE', `announcements/${id}`)).json()).toEqual({ message: 'The announcement has been deleted.' });
    expect((await api('GET', `announcements/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `announcements/${id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await api('GET', 'trash')).json().objects.map((i: { name: string }) => i.name)).not.toContain('delete-me');
  });
});

describe('instructors and students read the active announcements of their groups', () => {
  const seen: Record<string, number> = {};
  beforeAll(async () => {
    seen.all = await publish('vis-all');
    seen.frontend = await publish('vis-frontend', ids.group['Frontend 2026']);
    seen.python = await publish('vis-python', ids.group['Python Basics']);
    seen.hidden = await publish('vis-hidden', ids.group['Frontend 2026']);
    await api('PUT', `announcements/${seen.hidden}/activation?active=false`);
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)('a %s of Frontend 2026 sees those for all and for that group', async (role) => {
    expect(await texts('search=vis-', tokens[role])).toEqual(['vis-frontend', 'vis-all']);
    expect((await api('GET', `announcements/${seen.frontend}`, undefined, { token: tokens[role] })).json()).toMatchObject({
      text: 'vis-frontend',
    });
    for (const id of [seen.python, seen.hidden]) {
      expect((await api('GET', `announcements/${id}`, undefined, { token: tokens[role] })).statusCode).toBe(404);
    }
    expect(await texts(`search=vis-&groupId=${ids.group['Python Basics']}`, tokens[role])).toEqual([]);
    expect((await api('GET', 'announcements?size=101', undefined, { token: tokens[role] })).statusCode).toBe(400);
  });

  it('an instructor sees the groups of a course once assigned, and not through a trashed course', async () => {
    const instructor = ids.user[INSTRUCTOR_EMAIL];
    const courseId = await addCourse(t.db, ids.schoolId, 'Python for instructors');
    await api('POST', `courses/${courseId}/groups/${ids.group['Python Basics']}`);
    await api('PUT', `courses/${courseId}/assignee?instructorsIds=${instructor}`);
    expect(await texts('search=vis-', tokens.INSTRUCTOR)).toEqual(['vis-python', 'vis-frontend', 'vis-all']);
    expect(await texts('search=vis-', tokens.STUDENT)).toEqual(['vis-frontend', 'vis-all']);

    await api('DELETE', `courses/${courseId}`);
    expect(await texts('search=vis-', tokens.INSTRUCTOR)).toEqual(['vis-frontend', 'vis-all']);
  });

  it('hides the announcements of a trashed group from everyone until it is restored', async () => {
    const groupId = await addGroup(t.db, ids.schoolId, 'Trashable audience');
    const id = await publish('vis-trashable', groupId);
    const trashId = await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'GROUP',
      entityId: groupId,
      name: 'x',
      deletedBy: ids.user[ADMIN_EMAIL],
      now: t.clock.now(),
    });
    expect(await texts('search=vis-trashable')).toEqual([]);
    expect((await api('GET', `announcements/${id}`)).statusCode).toBe(404);
    await restoreFromTrash(t.db, ids.schoolId, trashId);
    expect(await texts('search=vis-trashable')).toEqual(['vis-trashable']);
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)('refuses a %s every change with 403', async (role) => {
    for (const [method, url, body] of [
      ['POST', 'announcements', { text: 'mine' }],
      ['PUT', `announcements/${seen.all}`, { text: 'mine' }],
      ['DELETE', `announcements/${seen.all}`],
      ['PUT', `announcements/${seen.all}/activation?active=false`],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, body, { token: tokens[role] })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api('GET', `announcements/${seen.all}`)).json()).toMatchObject({ text: 'vis-all', isActive: true });
  });
});

describe('tenancy', () => {
  it("keeps another school's admin out of this school's announcements (404)", async () => {
    const id = await publish('private-to-demo');
    const token = tokens.OTHER;
    expect(await texts('', token)).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `announcements/${id}`],
      ['PUT', `announcements/${id}`, { text: 'taken over' }],
      ['DELETE', `announcements/${id}`],
      ['PUT', `announcements/${id}/activation?active=false`],
      ['GET', `announcements?groupId=${ids.group['Frontend 2026']}`],
      ['POST', 'announcements', { text: 'x', groupId: ids.group['Frontend 2026'] }],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, body, { token })).statusCode, `${method} ${url}`).toBe(404);
    }
    const own = await publish('their own', other.groupId, token);
    expect(await texts('', token)).toEqual(['their own']);
    expect((await api('GET', `announcements/${own}`)).statusCode).toBe(404);
    expect((await api('GET', `announcements/${id}`)).json()).toMatchObject({ text: 'private-to-demo', isActive: true });
  });
});
