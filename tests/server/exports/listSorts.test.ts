import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite } from '../adminSuite.js';
import { addCourse, addGroup, addInstructor, addStudent } from '../schoolFixtures.js';

/*
 * The sort keys every admin list column has: each in both directions, on rows of this file
 * only (a search for MARK), so the order expected is known exactly.
 */
const { t, ids, ok } = adminSuite();
const MARK = 'Qsort';

/** The names a list shows for a sort, by the field that names a row. */
async function order(list: string, sort: string, dir: 'ASC' | 'DESC', name: string): Promise<string[]> {
  const body = await ok<{ objects: Array<Record<string, string>> }>('GET', `${list}?search=${MARK}&sort=${sort}&order=${dir}&size=100`);
  return body.objects.map((row) => row[name]);
}

/** Both directions: DESC is ASC reversed, except rows without a value, which stay last. */
async function expectSorted(list: string, sort: string, name: string, ascending: string[], last: string[] = []) {
  expect(await order(list, sort, 'ASC', name), `${list} by ${sort} ASC`).toEqual([...ascending, ...last]);
  expect(await order(list, sort, 'DESC', name), `${list} by ${sort} DESC`).toEqual([...[...ascending].reverse(), ...last]);
}

beforeAll(async () => {
  const { schoolId } = ids;
  const [ga, gb, gc] = [
    await addGroup(t.db, schoolId, `${MARK} A`),
    await addGroup(t.db, schoolId, `${MARK} B`),
    await addGroup(t.db, schoolId, `${MARK} C`),
  ];
  for (const groupId of [ga, ga, gc]) await addStudent(t.db, schoolId, { groupId });
  await sql`update groups set finished = true where id = ${gb}`.execute(t.db);
  const [ca, cb, cc] = [
    await addCourse(t.db, schoolId, `${MARK} course 1`),
    await addCourse(t.db, schoolId, `${MARK} course 2`),
    await addCourse(t.db, schoolId, `${MARK} course 3`),
  ];
  await sql`insert into course_groups (course_id, group_id) values (${ca}, ${gc}), (${cb}, ${ga}), (${cb}, ${gc})`.execute(t.db);
  const ia = await addInstructor(t.db, schoolId, { firstName: 'Boris', lastName: `${MARK}ov` });
  const ib = await addInstructor(t.db, schoolId, { firstName: 'Alla', lastName: `${MARK}ina` });
  await addInstructor(t.db, schoolId, { firstName: 'Vera', lastName: `${MARK}eva` });
  await sql`update instructor_profiles set specialization = case user_id when ${ia} then 'Maths' else 'Art' end where user_id in (${ia}, ${ib})`.execute(
    t.db,
  );
  await sql`insert into course_instructors (course_id, instructor_id) values (${cc}, ${ia}), (${ca}, ${ib})`.execute(t.db);
  await ok('POST', 'announcements', { text: `${MARK} one`, groupId: gc });
  await ok('POST', 'announcements', { text: `${MARK} two`, groupId: ga });
  await ok('POST', 'announcements', { text: `${MARK} three` });
  await ok('DELETE', `groups/${await addGroup(t.db, schoolId, `${MARK} trashed group`)}`);
  await ok('DELETE', `courses/${await addCourse(t.db, schoolId, `${MARK} trashed course`)}`);
});

describe('every column of the admin lists sorts', () => {
  it('groups: status and students', async () => {
    await expectSorted('groups', 'studentsCount', 'groupName', [`${MARK} B`, `${MARK} C`, `${MARK} A`]);
    // Active (not finished) first going up; ties keep the list's order by name.
    expect(await order('groups', 'isFinished', 'ASC', 'groupName')).toEqual([`${MARK} A`, `${MARK} C`, `${MARK} B`]);
    expect(await order('groups', 'isFinished', 'DESC', 'groupName')).toEqual([`${MARK} B`, `${MARK} A`, `${MARK} C`]);
  });

  it('courses: by the first group, the first instructor and the students', async () => {
    await expectSorted('courses', 'groups', 'courseName', [`${MARK} course 2`, `${MARK} course 1`], [`${MARK} course 3`]);
    await expectSorted('courses', 'instructors', 'courseName', [`${MARK} course 1`, `${MARK} course 3`], [`${MARK} course 2`]);
    await expectSorted('courses', 'studentsCount', 'courseName', [`${MARK} course 3`, `${MARK} course 1`, `${MARK} course 2`]);
  });

  it('instructors: specialization, phone and the first course', async () => {
    await expectSorted('instructors', 'courses', 'lastName', [`${MARK}ina`, `${MARK}ov`], [`${MARK}eva`]);
    expect(await order('instructors', 'specialization', 'ASC', 'lastName')).toEqual([`${MARK}ina`, `${MARK}eva`, `${MARK}ov`]);
    expect(await order('instructors', 'specialization', 'DESC', 'lastName')).toEqual([`${MARK}ov`, `${MARK}eva`, `${MARK}ina`]);
    expect((await order('instructors', 'phoneNumber', 'ASC', 'lastName')).sort()).toHaveLength(3);
  });

  it('announcements: by group name (every group last) and by author', async () => {
    await expectSorted('announcements', 'groupId', 'text', [`${MARK} two`, `${MARK} one`], [`${MARK} three`]);
    expect(await order('announcements', 'creator', 'ASC', 'text')).toHaveLength(3);
  });

  it('trash: name and type', async () => {
    await expectSorted('trash', 'name', 'name', [`${MARK} trashed course`, `${MARK} trashed group`]);
    await expectSorted('trash', 'type', 'name', [`${MARK} trashed course`, `${MARK} trashed group`]);
  });
});
