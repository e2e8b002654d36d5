import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CourseDto,
  CourseStudentDto,
  GroupDto,
  InstructorDto,
  ListResponse,
  MessageResponse,
  SavedResponse,
  StudentDto,
  TrashDto,
} from '../../src/api/types.js';
import { JOBS } from '../../server/plugins/jobs.js';
import { moveToTrash, purgeExpiredTrash } from '../../server/lib/trash.js';
import { adminSuite } from './adminSuite.js';
import { ADMIN_EMAIL, STUDENT_EMAIL, minutes, type Method } from './helpers.js';
import { addCourse, addGroup, addInstructor, addStudent } from './schoolFixtures.js';

const DAY = 86_400_000;
const START = new Date('2026-04-01T09:00:00Z');
const { t, ids, other, tokens, api, ok } = adminSuite({ startAt: START });
const listTrash = async (query = 'size=100', token = tokens.ADMIN): Promise<TrashDto[]> => {
  const res = await api('GET', `trash?${query}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListResponse<TrashDto>>().objects;
};
const trashIdOf = async (name: string) => {
  const item = (await listTrash(`search=${encodeURIComponent(name)}`)).find((i) => i.name === name);
  if (!item) throw new Error(`${name} is not in the trash`);
  return item.trashId;
};
const trashPerson = (type: 'STUDENT' | 'INSTRUCTOR', entityId: number, name: string) =>
  moveToTrash(t.db, { schoolId: ids.schoolId, type, entityId, name, deletedBy: ids.user[ADMIN_EMAIL], now: t.clock.now() });

/** Something of the test's own in the demo school's trash. */
const trashGroup = async (name: string) => {
  await ok('DELETE', `groups/${await addGroup(t.db, ids.schoolId, name)}`);
  return trashIdOf(name);
};

// Each test starts at START with the demo school's trash empty: what earlier tests trashed is
// brought back (or, when its name is taken meanwhile, deleted for good).
beforeEach(async () => {
  t.clock.set(START);
  for (const item of await listTrash()) {
    const restored = await api('PUT', `trash/${item.trashId}/restore`);
    if (restored.statusCode !== 200) await ok('DELETE', `trash/${item.trashId}`);
  }
});

describe('GET /api/trash', () => {
  it('lists what was deleted, by whom, when and for how long', async () => {
    await ok('DELETE', `courses/${ids.course['React in Practice']}`);
    const res = await api('GET', 'trash');
    expect(res.json()).toEqual({
      count: 1,
      objects: [
        {
          trashId: expect.any(Number),
          type: 'COURSE',
          name: 'React in Practice',
          deletedBy: { id: ids.user[ADMIN_EMAIL], fullName: 'Anna Admin' },
          deletedAt: '2026-04-01T09:00:00.000Z',
          expiresAt: '2026-04-08T09:00:00.000Z',
          daysLeft: 7,
        },
      ],
    });
  });

  it('lists newest first, filters by type and name, pages and checks its input', async () => {
    await ok('DELETE', `courses/${ids.course['React in Practice']}`);
    t.clock.advance(minutes(1));
    await ok('DELETE', `groups/${await addGroup(t.db, ids.schoolId, 'Listed group')}`);
    t.clock.advance(minutes(1));
    await trashPerson('STUDENT', await addStudent(t.db, ids.schoolId), 'Listed student');
    t.clock.advance(minutes(1));
    expect((await listTrash()).map((i) => i.name)).toEqual(['Listed student', 'Listed group', 'React in Practice']);
    expect((await listTrash('type=GROUP')).map((i) => i.name)).toEqual(['Listed group']);
    expect((await listTrash('search=LISTED')).map((i) => i.name)).toEqual(['Listed student', 'Listed group']);
    expect((await listTrash('page=2&size=2')).map((i) => i.name)).toEqual(['React in Practice']);
    expect((await api('GET', 'trash?size=101')).json()).toMatchObject({ status: 400, field: 'size' });
    const badType = await api('GET', 'trash?type=FILE', undefined, { lang: 'ru' });
    expect(badType.json()).toEqual({
      message: 'Поле «type» должно быть одним из: GROUP, COURSE, INSTRUCTOR, STUDENT, LESSON.',
      status: 400,
      field: 'type',
    });
  });

  it('counts the days left up, never below 0', async () => {
    const groupId = await addGroup(t.db, ids.schoolId, 'Counting days');
    await ok('DELETE', `groups/${groupId}`);
    const daysLeft = async () => (await listTrash('search=Counting%20days'))[0].daysLeft;
    expect(await daysLeft()).toBe(7);
    t.clock.advance(DAY / 2);
    expect(await daysLeft()).toBe(7);
    t.clock.advance(2 * DAY);
    expect(await daysLeft()).toBe(5);
  });
});

describe('restore', () => {
  it('brings a course back with its groups, instructors and blocks', async () => {
    const courseId = ids.course['JavaScript Fundamentals'];
    await ok('PUT', `courses/${courseId}/students/${ids.user[STUDENT_EMAIL]}/block`);
    const before = await ok<CourseDto>('GET', `courses/${courseId}`);
    await ok('DELETE', `courses/${courseId}`);
    expect((await api('GET', `courses/${courseId}`)).statusCode).toBe(404);

    const res = await api('PUT', `trash/${await trashIdOf('JavaScript Fundamentals')}/restore`);
    expect(res.json()).toEqual({ message: 'Restored from the trash.' });
    expect(await ok<CourseDto>('GET', `courses/${courseId}`)).toEqual(before);
    expect(before).toMatchObject({ studentsCount: 10, groups: [expect.objectContaining({ groupName: 'Frontend 2026' })] });
    expect(before.instructors).toHaveLength(2);
    const sofia = (await ok<ListResponse<CourseStudentDto>>('GET', `courses/${courseId}/students?search=smirnova`)).objects[0];
    expect(sofia.isBlockedInCourse).toBe(true);
    expect((await listTrash()).map((i) => i.name)).not.toContain('JavaScript Fundamentals');
  });

  it('brings a group back onto its courses, with its students', async () => {
    const groupId = ids.group['Python Basics'];
    const courseId = ids.course['Основы Python'];
    await ok('DELETE', `groups/${groupId}`);
    expect(await ok<CourseDto>('GET', `courses/${courseId}`)).toMatchObject({
      studentsCount: 11,
      groups: [expect.objectContaining({ groupName: 'Аналитика данных' })],
    });
    expect((await api('GET', `groups/${groupId}/students`)).statusCode).toBe(404);

    const res = await api('PUT', `trash/${await trashIdOf('Python Basics')}/restore`, undefined, { lang: 'ru' });
    expect(res.json()).toEqual({ message: 'Восстановлено из корзины.' });
    expect((await ok<CourseDto>('GET', `courses/${courseId}`)).studentsCount).toBe(20);
    expect((await ok<ListResponse<StudentDto>>('GET', `groups/${groupId}/students`)).count).toBe(9);
  });

  it('hides a trashed student and instructor everywhere, and brings them back', async () => {
    // A group and course of its own: the student stays behind, and the seeded counts must not move.
    const groupId = await addGroup(t.db, ids.schoolId, 'Returning group');
    const courseId = await addCourse(t.db, ids.schoolId, 'Returning course');
    await ok('POST', `courses/${courseId}/groups/${groupId}`);
    const studentId = await addStudent(t.db, ids.schoolId, { groupId, lastName: 'Returning' });
    const instructorId = await addInstructor(t.db, ids.schoolId, { lastName: 'Comeback' });
    await ok('PUT', `courses/${courseId}/assignee?instructorsIds=${instructorId}`);
    const count = (await ok<GroupDto>('GET', `groups/${groupId}`)).studentsCount;

    await trashPerson('STUDENT', studentId, 'Stu Returning');
    await trashPerson('INSTRUCTOR', instructorId, 'Inst Comeback');
    expect((await ok<GroupDto>('GET', `groups/${groupId}`)).studentsCount).toBe(count - 1);
    expect((await ok<ListResponse<StudentDto>>('GET', `groups/${groupId}/students?search=returning`)).count).toBe(0);
    expect((await ok<ListResponse<CourseStudentDto>>('GET', `courses/${courseId}/students?search=returning`)).count).toBe(0);
    expect((await api('PUT', `courses/${courseId}/students/${studentId}/block`)).statusCode).toBe(404);
    expect((await ok<ListResponse<InstructorDto>>('GET', `courses/${courseId}/instructors?search=comeback`)).count).toBe(0);
    expect((await api('PUT', `courses/${courseId}/assignee?instructorsIds=${instructorId}`)).statusCode).toBe(404);

    await ok('PUT', `trash/${await trashIdOf('Stu Returning')}/restore`);
    await ok('PUT', `trash/${await trashIdOf('Inst Comeback')}/restore`);
    expect((await ok<ListResponse<StudentDto>>('GET', `groups/${groupId}/students?search=returning`)).count).toBe(1);
    expect((await ok<ListResponse<InstructorDto>>('GET', `courses/${courseId}/instructors?search=comeback`)).count).toBe(1);
  });

  it('refuses to bring back a name taken meanwhile with 409, and keeps the item', async () => {
    const first = await addGroup(t.db, ids.schoolId, 'Twin');
    await ok('DELETE', `groups/${first}`);
    const twin = await ok<SavedResponse<GroupDto>>('POST', 'groups', { groupName: 'twin' });
    const trashId = await trashIdOf('Twin');
    const res = await api('PUT', `trash/${trashId}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A group named "Twin" already exists.', status: 409 });
    expect((await api('PUT', `trash/${trashId}/restore`, undefined, { lang: 'ru' })).json().message).toBe(
      'Группа с названием «Twin» уже существует.',
    );
    expect((await listTrash('search=Twin')).map((i) => i.trashId)).toEqual([trashId]);

    await ok('PUT', `groups/${twin.id}`, { groupName: 'Twin II' });
    await ok('PUT', `trash/${trashId}/restore`);
    expect((await ok<GroupDto>('GET', `groups/${first}`)).groupName).toBe('Twin');
  });

  it('lets one of two racing restores of the same name through and answers 409 to the other', async () => {
    for (const kind of ['groups', 'courses'] as const) {
      for (let round = 0; round < 3; round++) {
        const name = `Racing ${kind} ${round}`;
        for (const spelling of [name, name.toUpperCase()]) {
          const id = kind === 'groups' ? await addGroup(t.db, ids.schoolId, spelling) : await addCourse(t.db, ids.schoolId, spelling);
          await ok('DELETE', `${kind}/${id}`);
        }
        const items = (await listTrash(`search=${encodeURIComponent(name)}`)).filter((i) => i.name.toLowerCase() === name.toLowerCase());
        expect(items).toHaveLength(2);
        const results = await Promise.all(items.map((i) => api('PUT', `trash/${i.trashId}/restore`)));
        expect(results.map((r) => r.statusCode).sort(), `${kind} round ${round}`).toEqual([200, 409]);
        const live = await t.db
          .selectFrom(kind)
          .select('id')
          .where('school_id', '=', ids.schoolId)
          .where('deleted_at', 'is', null)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
          .execute();
        expect(live).toHaveLength(1);
        const [left] = await listTrash(`search=${encodeURIComponent(name)}`);
        expect(left).toBeDefined();
        await ok('DELETE', `trash/${left.trashId}`); // leaves the trash as the later tests expect it
      }
    }
  });

  it('lets either a create or a racing restore of the same name through, never both', async () => {
    for (const kind of ['groups', 'courses'] as const) {
      for (let round = 0; round < 3; round++) {
        const name = `Contested ${kind} ${round}`;
        const id = kind === 'groups' ? await addGroup(t.db, ids.schoolId, name) : await addCourse(t.db, ids.schoolId, name);
        await ok('DELETE', `${kind}/${id}`);
        const trashId = await trashIdOf(name);
        const body = kind === 'groups' ? { groupName: name.toLowerCase() } : { courseName: name.toLowerCase() };
        const [created, restored] = await Promise.all([api('POST', kind, body), api('PUT', `trash/${trashId}/restore`)]);
        expect([created.statusCode, restored.statusCode].sort(), `${kind} round ${round}`).toEqual([200, 409]);
        const live = await t.db
          .selectFrom(kind)
          .select('id')
          .where('school_id', '=', ids.schoolId)
          .where('deleted_at', 'is', null)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
          .execute();
        expect(live).toHaveLength(1);
        const left = (await listTrash(`search=${encodeURIComponent(name)}`))[0];
        if (left) await ok('DELETE', `trash/${left.trashId}`);
      }
    }
  });

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expect((await api('PUT', 'trash/999999/restore')).json()).toEqual({ message: 'Not found.', status: 404 });
    expect((await api('PUT', 'trash/abc/restore')).json()).toMatchObject({ status: 400, field: 'id' });
  });
});

describe('DELETE /api/trash/{id}', () => {
  it('destroys an item for good, with its relations', async () => {
    const groupId = await addGroup(t.db, ids.schoolId, 'Destroy me');
    await ok('POST', `courses/${ids.course['Основы Python']}/groups/${groupId}`);
    await ok('DELETE', `groups/${groupId}`);
    const trashId = await trashIdOf('Destroy me');
    expect((await api('DELETE', `trash/${trashId}`)).json()).toEqual({ message: 'Deleted for good.' });
    expect(await t.db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('course_groups').select('group_id').where('group_id', '=', groupId).executeTakeFirst()).toBeUndefined();
    expect((await listTrash('search=Destroy')).length).toBe(0);
    expect((await api('DELETE', `trash/${trashId}`)).statusCode).toBe(404);
    expect((await api('PUT', `trash/${trashId}/restore`)).statusCode).toBe(404);
    expect((await api('DELETE', `trash/${trashId}`, undefined, { lang: 'ru' })).json().message).toBe('Не найдено.');
  });
});

describe('access', () => {
  it.each(['INSTRUCTOR', 'STUDENT'] as const)('refuses a %s with 403', async (role) => {
    const trashId = await trashGroup(`Refused to a ${role}`);
    for (const [method, url] of [
      ['GET', 'trash'],
      ['PUT', `trash/${trashId}/restore`],
      ['DELETE', `trash/${trashId}`],
    ] as Array<[Method, string]>) {
      expect((await api(method, url, undefined, { token: tokens[role] })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await listTrash()).map((i) => i.trashId)).toContain(trashId);
  });

  it("keeps each school's trash to itself (404 across schools)", async () => {
    const demoItem = await trashGroup('Kept to the school');
    expect(await listTrash('size=100', tokens.OTHER)).toEqual([]);
    expect((await api('PUT', `trash/${demoItem}/restore`, undefined, { token: tokens.OTHER })).statusCode).toBe(404);
    expect((await api('DELETE', `trash/${demoItem}`, undefined, { token: tokens.OTHER })).statusCode).toBe(404);

    const res = await api('DELETE', `courses/${other.courseId}`, undefined, { token: tokens.OTHER });
    expect(res.statusCode).toBe(200);
    expect((await listTrash('size=100', tokens.OTHER)).map((i) => i.name)).toEqual(['Other course']);
    expect((await listTrash()).map((i) => i.name)).not.toContain('Other course');
    const theirs = (await listTrash('size=100', tokens.OTHER))[0].trashId;
    expect((await api('PUT', `trash/${theirs}/restore`)).statusCode).toBe(404);
    expect((await ok<MessageResponse>('PUT', `trash/${demoItem}/restore`)).message).toBe('Restored from the trash.');
  });
});

describe('purge job', () => {
  it('destroys items 7 days after deletion, and not before', async () => {
    await purgeExpiredTrash(t.db, new Date(t.clock.now().getTime() + 8 * DAY)); // a clean slate
    const groupId = await addGroup(t.db, ids.schoolId, 'Purged group');
    await ok('DELETE', `groups/${groupId}`);
    t.clock.advance(DAY);
    const youngerId = await addGroup(t.db, ids.schoolId, 'Younger group');
    await ok('DELETE', `groups/${youngerId}`);

    t.clock.advance(6 * DAY - minutes(1));
    expect(await purgeExpiredTrash(t.db, t.clock.now())).toBe(0);
    expect((await listTrash('search=Purged'))[0].daysLeft).toBe(1);
    expect(await t.db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()).toBeDefined();

    t.clock.advance(minutes(2));
    expect((await listTrash('search=Purged'))[0].daysLeft).toBe(0);
    const job = JOBS.find((j) => j.name === 'purge-trash')!;
    expect(await job.run(t.db, t.clock.now())).toBe(1);
    expect(await listTrash('search=Purged')).toEqual([]);
    expect(await t.db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()).toBeUndefined();
    expect((await listTrash('search=Younger')).map((i) => i.daysLeft)).toEqual([1]);
    // Running again changes nothing.
    expect(await job.run(t.db, t.clock.now())).toBe(0);
  });
});
