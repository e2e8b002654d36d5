import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '../../src/api/bulk.js';
import { ADMIN_EMAIL, call, createTestApp, expectOk, login, loginAs, rowCount, type TestApp } from './helpers.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

let t: TestApp;
let admin: string;
let schoolId: number;
let other: Awaited<ReturnType<typeof createOtherSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN_EMAIL);
  schoolId = (await demoIds(t.db)).schoolId;
  other = await createOtherSchool(t.db);
});
afterAll(async () => {
  await t?.close();
});

const bulk = (resource: string, payload: object, { token = admin, lang }: { token?: string; lang?: string } = {}) =>
  call(t.app, { method: 'POST', url: `/api/${resource}/bulk`, token, lang, payload });
const done = async (resource: string, payload: object) => expectOk<BulkResult>(await bulk(resource, payload), `${resource} bulk`);

const students = async (n: number, groupId: number | null = null) =>
  Promise.all(Array.from({ length: n }, () => addStudent(t.db, schoolId, { groupId })));
// In the order of `ids`, not of the ids' values: students() adds them concurrently, so on
// PostgreSQL's pool the first one asked for need not get the smallest id.
const blockedOf = async (ids: number[]) => {
  const rows = await t.db.selectFrom('users').select(['id', 'blocked']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((u) => u.id === id)?.blocked);
};
const groupsOf = async (ids: number[]) => {
  const rows = await t.db.selectFrom('student_profiles').select(['user_id', 'group_id']).where('user_id', 'in', ids).execute();
  return ids.map((id) => rows.find((p) => p.user_id === id)?.group_id);
};
const trashed = (table: 'users' | 'groups' | 'courses', ids: number[]) =>
  rowCount(t.db, table, (eb) => eb.and([eb('id', 'in', ids), eb('deleted_at', 'is not', null)]));
const trashIdsOf = async (entityIds: number[]) =>
  (
    await t.db
      .selectFrom('trash')
      .select('id')
      .where('entity_id', 'in', entityIds)
      .where('school_id', '=', schoolId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

describe('POST /api/students/bulk', () => {
  it('blocks and unblocks many students, answering how many changed', async () => {
    const ids = await students(3);
    const blocked = await done('students', { ids, action: 'block' });
    expect(blocked).toEqual({ message: 'Done: 3 changed.', changed: 3 });
    expect(await blockedOf(ids)).toEqual([true, true, true]);
    await done('students', { ids: ids.slice(1), action: 'unblock' });
    expect(await blockedOf(ids)).toEqual([true, false, false]);
  });

  it('moves many students to a group, or out of every group', async () => {
    const from = await addGroup(t.db, schoolId);
    const to = await addGroup(t.db, schoolId);
    const ids = await students(2, from);
    await done('students', { ids, action: 'move', groupId: to });
    expect(await groupsOf(ids)).toEqual([to, to]);
    await done('students', { ids, action: 'move', groupId: null });
    expect(await groupsOf(ids)).toEqual([null, null]);
  });

  it('refuses a move that names no group (400): none is said with null, never by leaving it out', async () => {
    const group = await addGroup(t.db, schoolId);
    const ids = await students(2, group);
    const res = await bulk('students', { ids, action: 'move' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'groupId' });
    expect(await groupsOf(ids)).toEqual([group, group]);
  });

  it("refuses a move to another school's group or a trashed one (400), changing nothing", async () => {
    const ids = await students(2);
    const res = await bulk('students', { ids, action: 'move', groupId: other.groupId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'groupId' });
    expect(await groupsOf(ids)).toEqual([null, null]);
  });

  it('moves many students to the trash at once, each with its trash item', async () => {
    const ids = await students(2);
    await done('students', { ids, action: 'delete' });
    expect(await trashed('users', ids)).toBe(2);
    expect(await trashIdsOf(ids)).toHaveLength(2);
  });

  it("answers 404 and changes nothing when any id is another school's or missing", async () => {
    const ids = await students(2);
    for (const foreign of [other.studentId, 2_000_000_000]) {
      const res = await bulk('students', { ids: [...ids, foreign], action: 'block' });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await blockedOf(ids)).toEqual([false, false]);
    expect(await blockedOf([other.studentId])).toEqual([false]);
    expect((await bulk('students', { ids: [other.studentId], action: 'delete' })).statusCode).toBe(404);
    expect(await trashed('users', [other.studentId])).toBe(0);
  });

  it('refuses an instructor id among students (404), as the single-row routes do', async () => {
    const instructor = await addInstructor(t.db, schoolId);
    expect((await bulk('students', { ids: [instructor], action: 'delete' })).statusCode).toBe(404);
  });

  it.each(['INSTRUCTOR', 'STUDENT'] as const)('is for admins only: a %s gets 403', async (role) => {
    const ids = await students(1);
    const res = await bulk('students', { ids, action: 'block' }, { token: await loginAs(t.app, role) });
    expect(res.statusCode).toBe(403);
    expect(await blockedOf(ids)).toEqual([false]);
  });

  it('refuses a malformed call with 400: no ids, the same id twice, an action this list does not have', async () => {
    const [id] = await students(1);
    for (const payload of [
      { ids: [], action: 'block' },
      { ids: [id, id], action: 'block' },
      { ids: [id], action: 'restore' },
    ]) {
      expect((await bulk('students', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('bulk delete on the other lists', () => {
  it('moves many instructors, groups and courses to the trash', async () => {
    const instructors = [await addInstructor(t.db, schoolId), await addInstructor(t.db, schoolId)];
    const groups = [await addGroup(t.db, schoolId), await addGroup(t.db, schoolId)];
    const courses = [await addCourse(t.db, schoolId), await addCourse(t.db, schoolId)];
    await done('instructors', { ids: instructors, action: 'delete' });
    await done('groups', { ids: groups, action: 'delete' });
    await done('courses', { ids: courses, action: 'delete' });
    expect(await trashed('users', instructors)).toBe(2);
    expect(await trashed('groups', groups)).toBe(2);
    expect(await trashed('courses', courses)).toBe(2);
  });

  it('deletes many announcements', async () => {
    const rows = await t.db
      .insertInto('announcements')
      .values([1, 2].map((n) => ({ school_id: schoolId, text: `Bulk ${n}`, updated_at: new Date() })))
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    expect(await done('announcements', { ids, action: 'delete' })).toMatchObject({ changed: 2 });
    expect(await rowCount(t.db, 'announcements', (eb) => eb('id', 'in', ids))).toBe(0);
  });

  it("leaves every row when one is another school's (404)", async () => {
    const group = await addGroup(t.db, schoolId);
    expect((await bulk('groups', { ids: [group, other.groupId], action: 'delete' })).statusCode).toBe(404);
    expect(await trashed('groups', [group, other.groupId])).toBe(0);
  });
});

describe('POST /api/trash/bulk', () => {
  it('restores many items, and destroys many for good', async () => {
    const groups = [await addGroup(t.db, schoolId), await addGroup(t.db, schoolId), await addGroup(t.db, schoolId)];
    await done('groups', { ids: groups, action: 'delete' });
    const items = await trashIdsOf(groups);
    await done('trash', { ids: items.slice(0, 2), action: 'restore' });
    expect(await trashed('groups', groups)).toBe(1);
    await done('trash', { ids: items.slice(2), action: 'delete' });
    expect(await rowCount(t.db, 'groups', (eb) => eb('id', '=', groups[2]))).toBe(0);
    expect(await trashIdsOf(groups)).toEqual([]);
  });

  it("restores none when one cannot come back (its name was taken): 400 naming that row, in the caller's language", async () => {
    const name = `Taken ${Math.random().toString(36).slice(2)}`;
    const fine = await addGroup(t.db, schoolId);
    const clashing = await addGroup(t.db, schoolId, name);
    await done('groups', { ids: [fine, clashing], action: 'delete' });
    await addGroup(t.db, schoolId, name);
    const [fineItem, clashingItem] = await trashIdsOf([fine, clashing]);
    const res = await bulk('trash', { ids: [fineItem, clashingItem], action: 'restore' }, { lang: 'ru' });
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    expect(message).toContain('Ничего не изменено');
    expect(message).toContain(`Строка ${clashingItem}:`);
    expect(message).toContain(name);
    expect(message).not.toContain(`Строка ${fineItem}:`);
    expect(await trashed('groups', [fine, clashing])).toBe(2);
    expect(await trashIdsOf([fine, clashing])).toHaveLength(2);
  });

  it('destroys a course and its trashed lesson in one call, whichever comes first', async () => {
    const course = await addCourse(t.db, schoolId);
    const lesson = await t.db
      .insertInto('lessons')
      .values({
        school_id: schoolId,
        course_id: course,
        name: 'Gone too',
        show_date: new Date(),
        position: -1,
        updated_at: new Date(),
        deleted_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lessonItem = await t.db
      .insertInto('trash')
      .values({ school_id: schoolId, entity_type: 'LESSON', entity_id: lesson.id, name: 'Gone too', deleted_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await done('courses', { ids: [course], action: 'delete' });
    const [courseItem] = (await trashIdsOf([course])).filter((id) => id !== lessonItem.id);
    // The course first: its lesson's trash row goes with it, and the lesson's own id that follows is not an error.
    expect(await done('trash', { ids: [courseItem, lessonItem.id], action: 'delete' })).toMatchObject({ changed: 2 });
    expect(await rowCount(t.db, 'courses', (eb) => eb('id', '=', course))).toBe(0);
    expect(await rowCount(t.db, 'trash', (eb) => eb('id', 'in', [courseItem, lessonItem.id]))).toBe(0);
  });

  it("refuses another school's trash item (404)", async () => {
    const item = await t.db
      .insertInto('trash')
      .values({ school_id: other.schoolId, entity_type: 'GROUP', entity_id: other.groupId, name: 'Other group', deleted_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await bulk('trash', { ids: [item.id], action: 'delete' })).statusCode).toBe(404);
    expect(await rowCount(t.db, 'trash', (eb) => eb('id', '=', item.id))).toBe(1);
  });
});
