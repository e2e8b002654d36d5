import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { QuizDto, QuizListItemDto } from '../../../src/api/quizAuthoring.js';
import type { ListResponse, SavedResponse } from '../../../src/api/types.js';
import { runNotificationJob } from '../../../server/lib/notificationJob.js';
import { apiClient, ADMIN_EMAIL, INSTRUCTOR_EMAIL, createTestApp, minutes, rowCount, type TestApp } from '../helpers.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from '../schoolFixtures.js';
import { quizDraft } from './fixtures.js';

/*
 * Publishing tests: a new test is a draft no student endpoint shows or tells of; publishing now
 * opens it and tells the course's students, a scheduled publication does so through the job
 * once its moment comes; unpublishing is refused once a student has started; only the
 * course's instructor publishes.
 */

const START = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tok = { admin: '', instructor: '', stranger: '', otherSchool: '', amy: '' };
let amyId = 0;
let lessonId = 0;

const { api, ok } = apiClient(() => t.app);
type Saved = SavedResponse<QuizDto>;

const createDraft = (name: string) => ok<Saved>('POST', `lessons/tests/${lessonId}`, quizDraft({ name }), { token: tok.instructor });
const publish = (testId: number, body?: object, token = tok.instructor) => api('POST', `lessons/tests/${testId}/publish`, body, { token });
const told = (testId: number) =>
  rowCount(t.db, 'notifications', (eb) =>
    eb.and([eb('kind', '=', 'TEST_CREATED'), eb('user_id', '=', amyId), eb('once_key', '=', `test-created:${testId}`)]),
  );
const studentList = async () =>
  (await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.amy })).objects.map((x) => x.testId);

/** Every student endpoint of one test, as statuses: all 404 while it is hidden. */
async function studentStatuses(testId: number): Promise<number[]> {
  return Promise.all([
    api('GET', `lessons/students/tests/${testId}`, undefined, { token: tok.amy }),
    api('GET', `lessons/students/tests/${testId}/answer`, undefined, { token: tok.amy }),
    api('PUT', `lessons/students/tests/${testId}/answers`, { answers: {} }, { token: tok.amy }),
    api('POST', 'lessons/students/tests/pass', { testId, testTime: '00:01', answers: {} }, { token: tok.amy }),
  ]).then((answers) => answers.map((r) => r.statusCode));
}

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  ids = await demoIds(t.db);
  const courseId = await addCourse(t.db, ids.schoolId, 'Publishing course');
  const groupId = await addGroup(t.db, ids.schoolId, 'Publishing group');
  await addGroupToCourse(t.db, courseId, groupId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  amyId = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Amy', lastName: 'Able' });
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: ids.schoolId, course_id: courseId, name: 'Lesson', show_date: new Date('2026-03-01T09:00:00Z'), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
  const other = await createOtherSchool(t.db);
  const [admin, instructor, stranger, otherSchool, amy] = await Promise.all([
    loginUser(t.app, t.db, ids.user[ADMIN_EMAIL]),
    loginUser(t.app, t.db, ids.user[INSTRUCTOR_EMAIL]),
    loginUser(t.app, t.db, await addInstructor(t.db, ids.schoolId)),
    loginUser(t.app, t.db, other.instructorId),
    loginUser(t.app, t.db, amyId),
  ]);
  Object.assign(tok, { admin, instructor, stranger, otherSchool, amy });
});
afterAll(async () => {
  await t?.close();
});

describe('publishing tests', () => {
  it('a new test is a draft: the instructor lists it, no student endpoint shows it, nobody is told', async () => {
    const draft = await createDraft('Draft');
    expect(draft.publishedAt).toBeNull();
    const mine = await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.instructor });
    expect(mine.objects.find((x) => x.testId === draft.testId)?.publishedAt).toBeNull();
    expect(await studentList()).not.toContain(draft.testId);
    expect(await studentStatuses(draft.testId)).toEqual([404, 404, 404, 404]);
    expect((await api('POST', `lessons/students/tests/${draft.testId}/start`, undefined, { token: tok.amy })).statusCode).toBe(404);
    expect(await rowCount(t.db, 'test_attempts', (eb) => eb('test_id', '=', draft.testId))).toBe(0);
    expect(await runNotificationJob(t.db, t.clock.now())).toBe(0);
    expect(await told(draft.testId)).toBe(0);
  });

  it('publishing now opens the test and tells its students once; publishing again answers 409', async () => {
    const draft = await createDraft('Now');
    const res = await publish(draft.testId, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Saved).publishedAt).toBe(START.toISOString());
    expect(await studentList()).toContain(draft.testId);
    expect((await ok<StudentQuizDto>('GET', `lessons/students/tests/${draft.testId}`, undefined, { token: tok.amy })).testId).toBe(
      draft.testId,
    );
    expect(await told(draft.testId)).toBe(1);
    const again = await publish(draft.testId, {}, tok.instructor);
    expect(again.statusCode).toBe(409);
    expect(
      (await api('POST', `lessons/tests/${draft.testId}/publish`, undefined, { token: tok.instructor, lang: 'ru' })).json(),
    ).toMatchObject({
      message: 'Тест уже опубликован.',
    });
    expect(await told(draft.testId)).toBe(1);
  });

  it('a scheduled test stays hidden until its moment; then the job tells the students once', async () => {
    const draft = await createDraft('Later');
    const at = new Date(START.getTime() + minutes(90));
    const res = await publish(draft.testId, { publishAt: at.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Saved).publishedAt).toBe(at.toISOString());
    expect(await studentStatuses(draft.testId)).toEqual([404, 404, 404, 404]);
    expect(await runNotificationJob(t.db, t.clock.now())).toBe(0);
    expect(await told(draft.testId)).toBe(0);
    try {
      t.clock.set(new Date(at.getTime() + minutes(1)));
      expect(await studentList()).toContain(draft.testId);
      expect(await runNotificationJob(t.db, t.clock.now())).toBe(1);
      expect(await runNotificationJob(t.db, t.clock.now())).toBe(0);
      expect(await told(draft.testId)).toBe(1);
    } finally {
      t.clock.set(START);
    }
  });

  it('unpublishing hides the test again, and is refused once a student has started', async () => {
    const draft = await createDraft('Back and forth');
    expect((await publish(draft.testId)).statusCode).toBe(200);
    const back = await api('POST', `lessons/tests/${draft.testId}/unpublish`, undefined, { token: tok.instructor });
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as Saved).publishedAt).toBeNull();
    expect(await studentStatuses(draft.testId)).toEqual([404, 404, 404, 404]);

    expect((await publish(draft.testId)).statusCode).toBe(200);
    await ok('POST', `lessons/students/tests/${draft.testId}/start`, undefined, { token: tok.amy });
    const refused = await api('POST', `lessons/tests/${draft.testId}/unpublish`, undefined, { token: tok.instructor });
    expect(refused.statusCode).toBe(409);
    expect((await ok<QuizDto>('GET', `lessons/tests/${draft.testId}`, undefined, { token: tok.instructor })).publishedAt).not.toBeNull();
  });

  it("only the course's instructor publishes: another instructor or school 404, a student or admin 403", async () => {
    const draft = await createDraft('Guarded');
    for (const token of [tok.stranger, tok.otherSchool]) {
      expect((await publish(draft.testId, undefined, token)).statusCode).toBe(404);
      expect((await api('POST', `lessons/tests/${draft.testId}/unpublish`, undefined, { token })).statusCode).toBe(404);
    }
    for (const token of [tok.amy, tok.admin]) {
      expect((await publish(draft.testId, undefined, token)).statusCode).toBe(403);
      expect((await api('POST', `lessons/tests/${draft.testId}/unpublish`, undefined, { token })).statusCode).toBe(403);
    }
    expect((await ok<QuizDto>('GET', `lessons/tests/${draft.testId}`, undefined, { token: tok.instructor })).publishedAt).toBeNull();
  });

  it("the demo school's tests are published", async () => {
    expect(
      await rowCount(t.db, 'tests', (eb) =>
        eb.and([eb('school_id', '=', ids.schoolId), eb('lesson_id', '!=', lessonId), eb('published_at', 'is', null)]),
      ),
    ).toBe(0);
    expect(await rowCount(t.db, 'tests', (eb) => eb('school_id', '=', ids.schoolId))).toBeGreaterThan(0);
  });
});
