import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type ScoredStudent } from '../../server/routes/ratings/totals.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { call, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool } from './schoolFixtures.js';

/*
 * Russian writes е for ё as often as not: every search finds "Семён" by "Семен" and "Семен"
 * by "Семён", in any case (server/lib/listing.ts). Each list gets a pair of rows differing
 * only in ё/е and a third row (Анна Смирнова) no search here may find.
 */

let t: TestApp;
let token: string;
/** The course's instructor: lessons are theirs to read, not the admin's. */
let instructorToken: string;
let school: Awaited<ReturnType<typeof createOtherSchool>>;
let groupId: number;
let courseId: number;
let lessonId: number;

/** What a pair of rows is called: one with ё, one with е. */
const YO = 'Семён Королёв';
const YE = 'Семен Королев';
/** The searches each list is asked: both spellings, in other cases too. */
const SEARCHES = ['Семён', 'семен', 'СЕМЁН', 'королев', 'Королёв'];

beforeAll(async () => {
  t = await createTestApp();
  school = await createOtherSchool(t.db);
  token = await login(t.app, school.adminEmail);
  const [yoFirst, yoLast] = YO.split(' ');
  const [yeFirst, yeLast] = YE.split(' ');
  groupId = await addGroup(t.db, school.schoolId, 'Поток Ёлки');
  await addGroup(t.db, school.schoolId, `Группа ${YO}`);
  await addGroup(t.db, school.schoolId, `Группа ${YE}`);
  await addGroup(t.db, school.schoolId, 'Группа Смирновой');
  courseId = await addCourse(t.db, school.schoolId, `Курс ${YO}`);
  await addCourse(t.db, school.schoolId, `Курс ${YE}`);
  await addCourse(t.db, school.schoolId, 'Курс Смирновой');
  const instructorId = await addInstructor(t.db, school.schoolId, { firstName: yoFirst, lastName: yoLast });
  const instructorEmail = `semyon.${school.schoolId}@yo.test`;
  await t.db
    .updateTable('users')
    .set({ email: instructorEmail, password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', instructorId)
    .execute();
  await addInstructor(t.db, school.schoolId, { firstName: yeFirst, lastName: yeLast });
  await addInstructor(t.db, school.schoolId, { firstName: 'Анна', lastName: 'Смирнова' });
  await addStudent(t.db, school.schoolId, { groupId, firstName: yoFirst, lastName: yoLast });
  await addStudent(t.db, school.schoolId, { groupId, firstName: yeFirst, lastName: yeLast });
  await addStudent(t.db, school.schoolId, { groupId, firstName: 'Анна', lastName: 'Смирнова' });
  await t.db.insertInto('course_groups').values({ course_id: courseId, group_id: groupId }).execute();
  await t.db.insertInto('course_instructors').values({ course_id: courseId, instructor_id: instructorId }).execute();
  instructorToken = await login(t.app, instructorEmail);
  await t.db
    .insertInto('announcements')
    .values(
      [YO, YE, 'Анна Смирнова'].map((text) => ({ school_id: school.schoolId, text: `Занятие ведёт ${text}`, updated_at: new Date() })),
    )
    .execute();
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: school.schoolId, course_id: courseId, name: `Урок ${YO}`, show_date: new Date(0), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
  await t.db
    .insertInto('lessons')
    .values(
      [YE, 'Анна Смирнова'].map((name, n) => ({
        school_id: school.schoolId,
        course_id: courseId,
        name: `Урок ${name}`,
        show_date: new Date(0),
        position: n + 2,
      })),
    )
    .execute();
  await t.db
    .insertInto('links')
    .values(
      [YO, YE, 'Анна Смирнова'].map((text) => ({ school_id: school.schoolId, lesson_id: lessonId, text, link: 'https://example.test/' })),
    )
    .execute();
  await t.db
    .insertInto('tasks')
    .values(
      [YO, YE, 'Анна Смирнова'].map((name) => ({
        school_id: school.schoolId,
        lesson_id: lessonId,
        name: `Эссе ${name}`,
        deadline: new Date('2030-01-01T00:00:00Z'),
        max_points: 10,
      })),
    )
    .execute();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The texts of a list's rows found by a search, sorted. */
async function found(url: string, search: string, text: (row: Record<string, unknown>) => string, as = token): Promise<string[]> {
  const res = await call(t.app, { method: 'GET', url: `${url}?${new URLSearchParams({ search, size: '100' })}`, token: as });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ objects: Record<string, unknown>[]; count: number }>();
  expect(body.count, `${url} ${search}`).toBe(body.objects.length);
  return body.objects.map(text).sort();
}

const person = (row: Record<string, unknown>) => `${String(row.name)} ${String(row.lastname)}`;
const named = (row: Record<string, unknown>) => String(row.name);
const instructor = (row: Record<string, unknown>) => `${String(row.name)} ${String(row.lastName)}`;

describe('searches find ё by е and е by ё', () => {
  type Row = Record<string, unknown>;
  /** What a list is, where, how a row shows its text, what both spellings find, and who asks (the admin by default). */
  const lists: Array<{ what: string; url: () => string; text: (row: Row) => string; expected: string[]; teacher?: boolean }> = [
    { what: 'students', url: () => '/api/students', text: person, expected: [YE, YO] },
    { what: 'instructors', url: () => '/api/instructors', text: instructor, expected: [YE, YO] },
    { what: 'groups', url: () => '/api/groups', text: (row) => String(row.groupName), expected: [`Группа ${YE}`, `Группа ${YO}`] },
    { what: "a group's students", url: () => `/api/groups/${groupId}/students`, text: person, expected: [YE, YO] },
    { what: 'courses', url: () => '/api/courses', text: (row) => String(row.courseName), expected: [`Курс ${YE}`, `Курс ${YO}`] },
    { what: "a course's students", url: () => `/api/courses/${courseId}/students`, text: person, expected: [YE, YO] },
    {
      what: 'announcements',
      url: () => '/api/announcements',
      text: (row) => String(row.text),
      expected: [`Занятие ведёт ${YE}`, `Занятие ведёт ${YO}`],
    },
    {
      what: "a course's lessons",
      url: () => `/api/courses/${courseId}/lessons`,
      text: (row) => String(row.lessonName),
      expected: [`Урок ${YE}`, `Урок ${YO}`],
      teacher: true,
    },
    {
      what: "a lesson's links",
      url: () => `/api/lessons/${lessonId}/links`,
      text: (row) => String(row.text),
      expected: [YE, YO],
      teacher: true,
    },
    {
      what: "a lesson's tasks",
      url: () => `/api/lessons/${lessonId}/tasks`,
      text: (row) => String(row.taskName),
      expected: [`Эссе ${YE}`, `Эссе ${YO}`],
      teacher: true,
    },
  ];
  for (const { what, url, text, expected, teacher } of lists) {
    it(`in ${what}`, async () => {
      const as = teacher ? instructorToken : token;
      for (const search of SEARCHES) expect(await found(url(), search, text, as), search).toEqual(expected);
      expect(await found(url(), 'Семёнова', text, as)).toEqual([]);
    });
  }

  it('in the trash', async () => {
    for (const name of [`Корзина ${YO}`, `Корзина ${YE}`, 'Корзина Анны Смирновой']) {
      const id = await addGroup(t.db, school.schoolId, name);
      const res = await call(t.app, { method: 'DELETE', url: `/api/groups/${id}`, token });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const search of SEARCHES) expect(await found('/api/trash', search, named), search).toEqual([`Корзина ${YE}`, `Корзина ${YO}`]);
  });

  it("in a course's rating (filtered in memory)", () => {
    const row = (firstName: string, lastName: string) => ({ firstName, lastName, studentId: 1 }) as ScoredStudent;
    const rows = [row('Семён', 'Королёв'), row('Семен', 'Королев'), row('Анна', 'Смирнова')];
    for (const search of SEARCHES) {
      const names = selectRows(rows, { search }).rows.map((r) => `${r.firstName} ${r.lastName}`);
      expect(names.sort(), search).toEqual([YE, YO]);
    }
  });
});

describe('a refused search', () => {
  it('names the field as the list shows it, in either language', async () => {
    const url = `/api/students?search=${'a'.repeat(201)}`;
    const en = await call(t.app, { method: 'GET', url, token, lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: 'The field "Search" must be at most 200 characters.', status: 400, field: 'search' });
    const ru = await call(t.app, { method: 'GET', url, token, lang: 'ru' });
    expect(ru.json()).toEqual({ message: 'Поле «Поиск» должно содержать не более 200 символов.', status: 400, field: 'search' });
  });
});
