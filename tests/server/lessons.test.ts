import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonDetailDto, LessonDto, LinkDto } from '../../src/api/learning.js';
import type { ListResponse, MessageResponse, SavedResponse, TrashDto } from '../../src/api/types.js';
import {
  apiClient,
  ADMIN_EMAIL,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  call,
  createTestApp,
  login,
  type Method,
  type TestApp,
} from './helpers.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';
import { addGroupToCourse, assign, loginUser, positions } from './learningFixtures.js';

const START = new Date('2026-04-01T09:00:00Z');
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const tokens = { ADMIN: '', INSTRUCTOR: '', STUDENT: '', STRANGER: '', OTHER_SCHOOL: '' };
let demoCourse: number;

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  demoCourse = ids.course['JavaScript Fundamentals'];
  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
  // An instructor of the same school who is not assigned to the demo course.
  tokens.STRANGER = await loginUser(t.app, t.db, ids.user['maria.ivanova@demo.test']);
  // An instructor of another school, assigned to that school's course.
  await assign(t.db, other.courseId, other.instructorId);
  tokens.OTHER_SCHOOL = await loginUser(t.app, t.db, other.instructorId);
});
afterAll(async () => {
  await t?.close();
});

type Who = keyof typeof tokens;
const { api, ok } = apiClient(
  () => t.app,
  () => tokens.INSTRUCTOR,
);
const listLessons = async (courseId: number, as: Who = 'INSTRUCTOR', query = 'size=100'): Promise<LessonDto[]> =>
  (await ok<ListResponse<LessonDto>>('GET', `courses/${courseId}/lessons?${query}`, undefined, { token: tokens[as] })).objects;
const names = async (courseId: number) => (await listLessons(courseId)).map((l) => l.lessonName);

/** A fresh course of the demo school, taught by the demo instructor, with lessons named L1..Ln. */
async function courseWithLessons(count: number): Promise<{ courseId: number; lessonIds: number[] }> {
  const courseId = await addCourse(t.db, ids.schoolId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  const lessonIds: number[] = [];
  for (let n = 1; n <= count; n++) {
    lessonIds.push(
      (await ok<SavedResponse<LessonDto>>('POST', `courses/${courseId}/lessons`, { lessonName: `L${n}`, showDate: '2026-03-01T10:00:00Z' }))
        .id,
    );
  }
  return { courseId, lessonIds };
}

describe('GET /api/courses/{courseId}/lessons', () => {
  it("lists the demo course's lessons in order, with what the list shows", async () => {
    const res = await api('GET', `courses/${demoCourse}/lessons`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.objects.map((l: LessonDto) => [l.position, l.lessonName])).toEqual([
      [1, 'Variables and types'],
      [2, 'Functions and scope'],
      [3, 'The DOM'],
    ]);
    expect(body.objects[0]).toEqual({
      id: expect.any(Number),
      courseId: demoCourse,
      lessonName: 'Variables and types',
      showDate: '2026-01-12T07:00:00.000Z',
      position: 1,
      isShown: true,
      videosCount: 1,
      linksCount: 1,
      presentationsCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('pages and searches, and checks its query', async () => {
    expect((await listLessons(demoCourse, 'INSTRUCTOR', 'page=2&size=2')).map((l) => l.position)).toEqual([3]);
    expect((await ok<ListResponse<LessonDto>>('GET', `courses/${demoCourse}/lessons?page=2&size=2`)).count).toBe(3);
    expect((await listLessons(demoCourse, 'INSTRUCTOR', 'search=dom')).map((l) => l.lessonName)).toEqual(['The DOM']);
    expect((await api('GET', `courses/${demoCourse}/lessons?size=101`)).json()).toMatchObject({ status: 400, field: 'size' });
    expect((await api('GET', 'courses/abc/lessons')).json()).toMatchObject({ status: 400, field: 'courseId' });
  });
});

describe('POST /api/courses/{courseId}/lessons', () => {
  it('adds a lesson at the end, keeping showDate in UTC, and answers the message in the language asked', async () => {
    // Other tests move the clock on; this one names its times.
    t.clock.set(START);
    const { courseId } = await courseWithLessons(2);
    const res = await api(
      'POST',
      `courses/${courseId}/lessons`,
      { lessonName: '  Closures  ', showDate: '2026-04-10T18:30:00+03:00' },
      { lang: 'ru' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Урок создан.',
      id: expect.any(Number),
      courseId,
      lessonName: 'Closures',
      showDate: '2026-04-10T15:30:00.000Z',
      position: 3,
      isShown: false,
      videosCount: 0,
      linksCount: 0,
      presentationsCount: 0,
      createdAt: START.toISOString(),
      updatedAt: START.toISOString(),
    });
    const english = await ok<SavedResponse<LessonDto>>('POST', `courses/${courseId}/lessons`, {
      lessonName: 'Z lesson',
      showDate: '2026-04-10T15:30:00.5Z',
    });
    expect(english).toMatchObject({ message: 'The lesson has been created.', position: 4, showDate: '2026-04-10T15:30:00.500Z' });
    expect(await names(courseId)).toEqual(['L1', 'L2', 'Closures', 'Z lesson']);
  });

  it('refuses bad input with 400 naming the field, in English and Russian', async () => {
    const url = `courses/${demoCourse}/lessons`;
    const cases: Array<[object, string, string]> = [
      [{ showDate: '2026-04-10T10:00:00Z' }, 'lessonName', 'The field "lessonName" is required.'],
      [{ lessonName: '   ', showDate: '2026-04-10T10:00:00Z' }, 'lessonName', 'The field "lessonName" is required.'],
      [
        { lessonName: 'x'.repeat(201), showDate: '2026-04-10T10:00:00Z' },
        'lessonName',
        'The field "lessonName" must be at most 200 characters.',
      ],
      [{ lessonName: 'A' }, 'showDate', 'The field "showDate" is required.'],
      [{ lessonName: 'A', showDate: { at: 1 } }, 'showDate', 'The field "showDate" must be text.'],
    ];
    for (const date of [
      '2026-04-10T10:00:00',
      '2026-04-10',
      '10.04.2026 10:00',
      '2026-02-30T10:00:00Z',
      '2026-04-10T24:00:00Z',
      '2026-04-10T10:00:00+3',
    ]) {
      cases.push([
        { lessonName: 'A', showDate: date },
        'showDate',
        'The field "showDate" must be a date and time with a timezone, e.g. 2026-04-01T12:00:00+03:00.',
      ]);
    }
    for (const [payload, field, message] of cases) {
      const res = await api('POST', url, payload);
      expect(res.json(), JSON.stringify(payload)).toEqual({ status: 400, field, message });
    }
    const ru = await api('POST', url, { lessonName: 'A', showDate: 'tomorrow' }, { lang: 'ru' });
    expect(ru.json()).toEqual({
      status: 400,
      field: 'showDate',
      message: 'Поле «showDate» должно содержать дату и время с часовым поясом, например 2026-04-01T12:00:00+03:00.',
    });
    expect(await names(demoCourse)).toEqual(['Variables and types', 'Functions and scope', 'The DOM']);
  });
});

describe('GET /api/courses/{courseId}/lessons/{lessonId}', () => {
  it('answers the lesson with its materials and the list of all lessons', async () => {
    const [first, second, third] = await listLessons(demoCourse);
    const lesson = await ok<LessonDetailDto>('GET', `courses/${demoCourse}/lessons/${second.id}`);
    expect(lesson).toMatchObject({
      ...second,
      allLessons: [first, second, third].map(({ id, lessonName, position, showDate }) => ({ id, lessonName, position, showDate })),
    });
    expect(lesson.videos).toEqual([
      expect.objectContaining({
        lessonId: second.id,
        youtubeId: 'W6NZfCO5SIk',
        thumbnailUrl: 'https://img.youtube.com/vi/W6NZfCO5SIk/hqdefault.jpg',
      }),
    ]);
    expect(lesson.links).toEqual([
      expect.objectContaining({ text: 'javascript.info: functions', link: 'https://javascript.info/function-basics' }),
    ]);
    expect(lesson.presentations).toEqual([
      expect.objectContaining({ name: 'Functions and scope', fileLink: expect.stringMatching(/^\/api\/static\/files\/.+\.pdf$/) }),
    ]);
    const dom = await ok<LessonDetailDto>('GET', `courses/${demoCourse}/lessons/${third.id}`);
    expect(dom.videos[0]).toMatchObject({ link: 'https://vimeo.com/76979871', youtubeId: null, thumbnailUrl: null, embedUrl: null });
  });

  it('answers 404 for a lesson of another course, an unknown one and a trashed one', async () => {
    const [first] = await listLessons(demoCourse);
    const react = ids.course['React in Practice'];
    expect((await api('GET', `courses/${react}/lessons/${first.id}`)).statusCode).toBe(404);
    expect((await api('GET', `courses/${demoCourse}/lessons/999999`)).json()).toEqual({ status: 404, message: 'Not found.' });
    const { courseId, lessonIds } = await courseWithLessons(1);
    await ok('DELETE', `courses/${courseId}/lessons/${lessonIds[0]}`);
    expect((await api('GET', `courses/${courseId}/lessons/${lessonIds[0]}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/courses/{courseId}/lessons/{lessonId}', () => {
  it('saves the name and showDate, keeping the place', async () => {
    const { courseId, lessonIds } = await courseWithLessons(3);
    t.clock.advance(60_000);
    const res = await api('PUT', `courses/${courseId}/lessons/${lessonIds[1]}`, {
      lessonName: 'Renamed',
      showDate: '2026-03-31T23:30:00-02:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The lesson has been saved.',
      id: lessonIds[1],
      lessonName: 'Renamed',
      showDate: '2026-04-01T01:30:00.000Z',
      position: 2,
      isShown: true,
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await api('PUT', `courses/${courseId}/lessons/${lessonIds[1]}`, { lessonName: 'X', showDate: 'soon' })).json()).toMatchObject({
      status: 400,
      field: 'showDate',
    });
    expect(
      (await api('PUT', `courses/${courseId}/lessons/${lessonIds[1]}`, { lessonName: '', showDate: '2026-04-01T00:00:00Z' })).json(),
    ).toMatchObject({ status: 400, field: 'lessonName' });
    expect(
      (await api('PUT', `courses/${demoCourse}/lessons/${lessonIds[1]}`, { lessonName: 'X', showDate: '2026-04-01T00:00:00Z' })).statusCode,
    ).toBe(404);
    expect(await names(courseId)).toEqual(['L1', 'Renamed', 'L3']);
  });
});

describe('PUT /api/courses/{courseId}/lessons/{lessonId}/drag/{position}', () => {
  it('moves a lesson to the first, last and middle places, without gaps', async () => {
    const { courseId, lessonIds } = await courseWithLessons(5);
    const drag = (lessonId: number, position: number | string) => api('PUT', `courses/${courseId}/lessons/${lessonId}/drag/${position}`);

    const toFirst = await drag(lessonIds[3], 1);
    expect(toFirst.statusCode, toFirst.body).toBe(200);
    expect(toFirst.json()).toMatchObject({ message: 'The lesson has been moved to place 1.', position: 1 });
    expect(toFirst.json().allLessons.map((l: { lessonName: string }) => l.lessonName)).toEqual(['L4', 'L1', 'L2', 'L3', 'L5']);
    expect(await names(courseId)).toEqual(['L4', 'L1', 'L2', 'L3', 'L5']);

    await ok('PUT', `courses/${courseId}/lessons/${lessonIds[0]}/drag/5`);
    expect(await names(courseId)).toEqual(['L4', 'L2', 'L3', 'L5', 'L1']);

    await ok('PUT', `courses/${courseId}/lessons/${lessonIds[1]}/drag/3`);
    expect(await names(courseId)).toEqual(['L4', 'L3', 'L2', 'L5', 'L1']);

    await ok('PUT', `courses/${courseId}/lessons/${lessonIds[4]}/drag/2`);
    expect(await names(courseId)).toEqual(['L4', 'L5', 'L3', 'L2', 'L1']);

    // The same place changes nothing; a place past the end is the last one.
    expect((await drag(lessonIds[2], 3)).json()).toMatchObject({ position: 3 });
    expect((await drag(lessonIds[3], 99)).json()).toMatchObject({ position: 5 });
    expect(await names(courseId)).toEqual(['L5', 'L3', 'L2', 'L1', 'L4']);
    expect((await listLessons(courseId)).map((l) => l.position)).toEqual([1, 2, 3, 4, 5]);

    const russian = await api('PUT', `courses/${courseId}/lessons/${lessonIds[0]}/drag/1`, undefined, { lang: 'ru' });
    expect(russian.json().message).toBe('Урок перемещён на место 1.');
    expect((await drag(lessonIds[0], 0)).json()).toMatchObject({ status: 400, field: 'position' });
    expect((await drag(lessonIds[0], 'last')).json()).toMatchObject({ status: 400, field: 'position' });
    expect((await api('PUT', `courses/${demoCourse}/lessons/${lessonIds[0]}/drag/1`)).statusCode).toBe(404);
  });

  it('keeps the order a permutation of 1..n under concurrent drags, creates and deletes', async () => {
    const { courseId, lessonIds } = await courseWithLessons(8);
    const moves = [
      [0, 8],
      [7, 1],
      [3, 5],
      [5, 2],
      [1, 7],
      [6, 3],
      [2, 8],
      [4, 1],
      [0, 4],
      [7, 6],
      [3, 1],
      [5, 8],
    ] as const;
    const results = await Promise.all(
      moves.map(([lesson, place]) => api('PUT', `courses/${courseId}/lessons/${lessonIds[lesson]}/drag/${place}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(moves.map(() => 200));
    let order = await positions(t.db, courseId);
    expect(order.map(([, p]) => p)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(order.map(([id]) => id).sort((a, b) => a - b)).toEqual([...lessonIds].sort((a, b) => a - b));

    const mixed = await Promise.all([
      api('PUT', `courses/${courseId}/lessons/${lessonIds[2]}/drag/1`),
      api('DELETE', `courses/${courseId}/lessons/${lessonIds[4]}`),
      api('POST', `courses/${courseId}/lessons`, { lessonName: 'L9', showDate: '2026-03-01T10:00:00Z' }),
      api('PUT', `courses/${courseId}/lessons/${lessonIds[6]}/drag/8`),
      api('DELETE', `courses/${courseId}/lessons/${lessonIds[0]}`),
      api('POST', `courses/${courseId}/lessons`, { lessonName: 'L10', showDate: '2026-03-01T10:00:00Z' }),
      api('PUT', `courses/${courseId}/lessons/${lessonIds[1]}/drag/3`),
    ]);
    expect(mixed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    order = await positions(t.db, courseId);
    expect(order.map(([, p]) => p)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await listLessons(courseId)).map((l) => l.lessonName).sort()).toEqual(['L10', 'L2', 'L3', 'L4', 'L6', 'L7', 'L8', 'L9']);
  });
});

describe('DELETE /api/courses/{courseId}/lessons/{lessonId} and the trash', () => {
  it('moves a lesson to the trash, closing its gap; a restore brings it back last, materials and all', async () => {
    const { courseId, lessonIds } = await courseWithLessons(4);
    await ok('POST', `lessons/${lessonIds[1]}/links`, { text: 'Kept', link: 'https://example.com/kept' });
    const res = await api('DELETE', `courses/${courseId}/lessons/${lessonIds[1]}`);
    expect(res.json()).toEqual({ message: 'The lesson has been moved to the trash.' });
    expect((await listLessons(courseId)).map((l) => [l.lessonName, l.position])).toEqual([
      ['L1', 1],
      ['L3', 2],
      ['L4', 3],
    ]);
    expect((await api('GET', `lessons/${lessonIds[1]}/links`)).statusCode).toBe(404);
    expect((await api('DELETE', `courses/${courseId}/lessons/${lessonIds[1]}`)).statusCode).toBe(404);

    const trash = (await ok<ListResponse<TrashDto>>('GET', 'trash?type=LESSON&size=100', undefined, { token: tokens.ADMIN })).objects;
    const item = trash.find((i) => i.name === 'L2');
    expect(item).toMatchObject({ type: 'LESSON', deletedBy: { id: ids.user[INSTRUCTOR_EMAIL], fullName: 'Ivan Petrov' } });

    await ok('PUT', `courses/${courseId}/lessons/${lessonIds[3]}/drag/1`);
    expect(await ok<MessageResponse>('PUT', `trash/${item!.trashId}/restore`, undefined, { token: tokens.ADMIN })).toEqual({
      message: 'Restored from the trash.',
    });
    expect((await listLessons(courseId)).map((l) => [l.lessonName, l.position])).toEqual([
      ['L4', 1],
      ['L1', 2],
      ['L3', 3],
      ['L2', 4],
    ]);
    expect((await ok<ListResponse<LinkDto>>('GET', `lessons/${lessonIds[1]}/links`)).objects).toEqual([
      expect.objectContaining({ text: 'Kept' }),
    ]);
  });

  it('destroys a trashed lesson for good with its materials', async () => {
    const { courseId, lessonIds } = await courseWithLessons(2);
    await ok('POST', `lessons/${lessonIds[0]}/videos`, { videoName: 'Gone', link: 'https://youtu.be/dQw4w9WgXcQ' });
    await ok('DELETE', `courses/${courseId}/lessons/${lessonIds[0]}`);
    const item = (await ok<ListResponse<TrashDto>>('GET', 'trash?type=LESSON&size=100', undefined, { token: tokens.ADMIN })).objects.find(
      (i) => i.name === 'L1',
    );
    await ok('DELETE', `trash/${item!.trashId}`, undefined, { token: tokens.ADMIN });
    expect(await t.db.selectFrom('lessons').select('id').where('id', '=', lessonIds[0]).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('videos').select('id').where('lesson_id', '=', lessonIds[0]).executeTakeFirst()).toBeUndefined();
    expect((await listLessons(courseId)).map((l) => [l.lessonName, l.position])).toEqual([['L2', 1]]);
  });

  it("takes a course's trashed lessons along when the course is destroyed", async () => {
    const { courseId, lessonIds } = await courseWithLessons(2);
    await ok('DELETE', `courses/${courseId}/lessons/${lessonIds[0]}`);
    await ok('DELETE', `courses/${courseId}`, undefined, { token: tokens.ADMIN });
    const trash = (await ok<ListResponse<TrashDto>>('GET', 'trash?size=100', undefined, { token: tokens.ADMIN })).objects;
    const { name } = await t.db.selectFrom('courses').select('name').where('id', '=', courseId).executeTakeFirstOrThrow();
    const course = trash.find((i) => i.type === 'COURSE' && i.name === name)!;
    const lessonsBefore = trash.filter((i) => i.type === 'LESSON').length;
    await ok('DELETE', `trash/${course.trashId}`, undefined, { token: tokens.ADMIN });
    const after = (await ok<ListResponse<TrashDto>>('GET', 'trash?size=100', undefined, { token: tokens.ADMIN })).objects;
    expect(after.filter((i) => i.type === 'LESSON').length).toBe(lessonsBefore - 1);
    expect(await t.db.selectFrom('lessons').select('id').where('course_id', '=', courseId).execute()).toEqual([]);
  });
});

describe('access', () => {
  /** Every lesson call beneath a course, and one call per kind of material beneath a lesson. */
  async function everyCall(courseId: number, lessonId: number): Promise<Array<[Method, string, object?]>> {
    const lesson = { lessonName: 'Hacked', showDate: '2026-04-01T00:00:00Z' };
    return [
      ['GET', `courses/${courseId}/lessons`],
      ['POST', `courses/${courseId}/lessons`, lesson],
      ['GET', `courses/${courseId}/lessons/${lessonId}`],
      ['PUT', `courses/${courseId}/lessons/${lessonId}`, lesson],
      ['PUT', `courses/${courseId}/lessons/${lessonId}/drag/1`],
      ['DELETE', `courses/${courseId}/lessons/${lessonId}`],
      ['GET', `lessons/${lessonId}/videos`],
      ['POST', `lessons/${lessonId}/videos`, { videoName: 'V', link: 'https://example.com/v' }],
      ['GET', `lessons/${lessonId}/links`],
      ['POST', `lessons/${lessonId}/links`, { text: 'T', link: 'https://example.com' }],
      ['GET', `lessons/${lessonId}/presentations`],
    ];
  }

  it('answers 404 to an instructor not assigned to the course, on every call beneath it', async () => {
    const { courseId, lessonIds } = await courseWithLessons(2);
    for (const [method, url, payload] of await everyCall(courseId, lessonIds[1])) {
      const res = await api(method, url, payload, { token: tokens.STRANGER });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Not found.' });
    }
    expect(await names(courseId)).toEqual(['L1', 'L2']);
    // Once assigned, the same calls work; once removed again, they are 404 again.
    await assign(t.db, courseId, ids.user['maria.ivanova@demo.test']);
    expect((await api('GET', `courses/${courseId}/lessons`, undefined, { token: tokens.STRANGER })).statusCode).toBe(200);
    await t.db
      .deleteFrom('course_instructors')
      .where('course_id', '=', courseId)
      .where('instructor_id', '=', ids.user['maria.ivanova@demo.test'])
      .execute();
    expect((await api('GET', `courses/${courseId}/lessons`, undefined, { token: tokens.STRANGER })).statusCode).toBe(404);
  });

  it("answers 404 to another school's instructor, and across schools both ways", async () => {
    const { courseId, lessonIds } = await courseWithLessons(1);
    for (const [method, url, payload] of await everyCall(courseId, lessonIds[0])) {
      expect((await api(method, url, payload, { token: tokens.OTHER_SCHOOL })).statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await ok<SavedResponse<LessonDto>>(
      'POST',
      `courses/${other.courseId}/lessons`,
      { lessonName: 'Theirs', showDate: '2026-04-01T00:00:00Z' },
      { token: tokens.OTHER_SCHOOL },
    );
    expect(theirs.position).toBe(1);
    for (const [method, url, payload] of await everyCall(other.courseId, theirs.id)) {
      expect((await api(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 404 beneath a trashed course', async () => {
    const { courseId, lessonIds } = await courseWithLessons(1);
    await ok('DELETE', `courses/${courseId}`, undefined, { token: tokens.ADMIN });
    for (const [method, url, payload] of await everyCall(courseId, lessonIds[0])) {
      expect((await api(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("refuses admins everything and students the instructor's writes with 403", async () => {
    const [lesson] = await listLessons(demoCourse);
    const calls = await everyCall(demoCourse, lesson.id);
    for (const [method, url, payload] of calls) {
      const res = await api(method, url, payload, { token: tokens.ADMIN });
      expect(res.statusCode, `ADMIN ${method} ${url}`).toBe(403);
      if (method !== 'GET')
        expect((await api(method, url, payload, { token: tokens.STUDENT })).statusCode, `STUDENT ${method} ${url}`).toBe(403);
    }
    expect(
      (
        await api(
          'POST',
          `courses/${demoCourse}/lessons`,
          { lessonName: 'x', showDate: '2026-04-01T00:00:00Z' },
          { token: tokens.STUDENT, lang: 'ru' },
        )
      ).json(),
    ).toEqual({
      status: 403,
      message: 'У вас нет прав на это действие.',
    });
    expect(await names(demoCourse)).toEqual(['Variables and types', 'Functions and scope', 'The DOM']);
  });
});

describe('students', () => {
  it("read the lessons of their group's courses once shown, and nothing else", async () => {
    const { courseId, lessonIds } = await courseWithLessons(2);
    await addGroupToCourse(t.db, courseId, ids.group['Frontend 2026']);
    await ok('PUT', `courses/${courseId}/lessons/${lessonIds[1]}`, { lessonName: 'Later', showDate: '2026-04-02T09:00:00Z' });

    const seen = await listLessons(courseId, 'STUDENT');
    expect(seen.map((l) => l.lessonName)).toEqual(['L1']);
    expect((await ok<ListResponse<LessonDto>>('GET', `courses/${courseId}/lessons`, undefined, { token: tokens.STUDENT })).count).toBe(1);
    const detail = await ok<LessonDetailDto>('GET', `courses/${courseId}/lessons/${lessonIds[0]}`, undefined, { token: tokens.STUDENT });
    expect(detail.allLessons.map((l) => l.lessonName)).toEqual(['L1']);
    for (const url of [
      `courses/${courseId}/lessons/${lessonIds[1]}`,
      `lessons/${lessonIds[1]}/videos`,
      `lessons/${lessonIds[1]}/links`,
      `lessons/${lessonIds[1]}/presentations`,
    ]) {
      expect((await api('GET', url, undefined, { token: tokens.STUDENT })).statusCode, url).toBe(404);
    }
    // The instructor sees both, the later one marked as not shown yet.
    expect((await listLessons(courseId)).map((l) => [l.lessonName, l.isShown])).toEqual([
      ['L1', true],
      ['Later', false],
    ]);

    t.clock.set(new Date('2026-04-02T09:00:00Z'));
    expect((await listLessons(courseId, 'STUDENT')).map((l) => l.lessonName)).toEqual(['L1', 'Later']);
    expect((await api('GET', `lessons/${lessonIds[1]}/videos`, undefined, { token: tokens.STUDENT })).statusCode).toBe(200);
  });

  it('answer 404 for a course their group does not study, and 403 with a message when blocked on it', async () => {
    const react = ids.course['React in Practice'];
    const python = ids.course['Основы Python'];
    expect((await api('GET', `courses/${python}/lessons`, undefined, { token: tokens.STUDENT })).statusCode).toBe(404);
    expect((await api('GET', `courses/${react}/lessons`, undefined, { token: tokens.STUDENT })).json()).toEqual({ objects: [], count: 0 });

    const [lesson] = await listLessons(demoCourse, 'STUDENT');
    await ok('PUT', `courses/${demoCourse}/students/${ids.user[STUDENT_EMAIL]}/block`, undefined, { token: tokens.ADMIN });
    for (const url of [
      `courses/${demoCourse}/lessons`,
      `courses/${demoCourse}/lessons/${lesson.id}`,
      `lessons/${lesson.id}/videos`,
      `lessons/${lesson.id}/links`,
      `lessons/${lesson.id}/presentations`,
    ]) {
      const res = await api('GET', url, undefined, { token: tokens.STUDENT });
      expect(res.json(), url).toEqual({
        status: 403,
        message: 'You are blocked on this course. Please contact your school administrator.',
      });
    }
    expect((await api('GET', `courses/${demoCourse}/lessons`, undefined, { token: tokens.STUDENT, lang: 'ru' })).json().message).toBe(
      'Вы заблокированы на этом курсе. Обратитесь к администратору школы.',
    );
    await ok('PUT', `courses/${demoCourse}/students/${ids.user[STUDENT_EMAIL]}/unblock`, undefined, { token: tokens.ADMIN });
    expect((await api('GET', `courses/${demoCourse}/lessons`, undefined, { token: tokens.STUDENT })).statusCode).toBe(200);

    // A student of another group, or of a trashed group, reaches none of it.
    const loner = await loginUser(t.app, t.db, await addStudent(t.db, ids.schoolId, { groupId: await addGroup(t.db, ids.schoolId) }));
    expect((await call(t.app, { method: 'GET', url: `/api/courses/${demoCourse}/lessons`, token: loner })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/lessons/${lesson.id}/links`, token: loner })).statusCode).toBe(404);
  });

  it("answer 404 for another school's course", async () => {
    expect((await api('GET', `courses/${other.courseId}/lessons`, undefined, { token: tokens.STUDENT })).statusCode).toBe(404);
    const theirStudent = await loginUser(t.app, t.db, other.studentId);
    await addGroupToCourse(t.db, other.courseId, other.groupId);
    expect((await call(t.app, { method: 'GET', url: `/api/courses/${demoCourse}/lessons`, token: theirStudent })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/courses/${other.courseId}/lessons`, token: theirStudent })).statusCode).toBe(200);
  });
});

describe('route table', () => {
  it('declares the lesson calls with their roles', () => {
    const roles = Object.fromEntries(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.roles]));
    expect(roles['GET /api/courses/:courseId/lessons']).toEqual(['INSTRUCTOR', 'STUDENT']);
    expect(roles['POST /api/courses/:courseId/lessons']).toEqual(['INSTRUCTOR']);
    expect(roles['GET /api/courses/:courseId/lessons/:lessonId']).toEqual(['INSTRUCTOR', 'STUDENT']);
    expect(roles['PUT /api/courses/:courseId/lessons/:lessonId']).toEqual(['INSTRUCTOR']);
    expect(roles['DELETE /api/courses/:courseId/lessons/:lessonId']).toEqual(['INSTRUCTOR']);
    expect(roles['PUT /api/courses/:courseId/lessons/:lessonId/drag/:position']).toEqual(['INSTRUCTOR']);
  });

  it('documents them in the OpenAPI document', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/courses/{courseId}/lessons', '/api/courses/{courseId}/lessons/{lessonId}/drag/{position}']),
    );
  });
});

// Another course of the demo instructor starts empty; a lesson added there never shows in the demo course.
// A fresh one, not React in Practice, whose lack of lessons the students' cases count on.
it('keeps each course its own order', async () => {
  const { courseId } = await courseWithLessons(0);
  const created = await ok<SavedResponse<LessonDto>>('POST', `courses/${courseId}/lessons`, {
    lessonName: 'Hooks',
    showDate: '2026-03-01T00:00:00Z',
  });
  expect(created.position).toBe(1);
  expect(await names(demoCourse)).toEqual(['Variables and types', 'Functions and scope', 'The DOM']);
});
