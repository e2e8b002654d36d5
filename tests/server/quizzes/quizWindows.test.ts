import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizPassResponse, StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { QuizDto, QuizInput, QuizListItemDto } from '../../../src/api/quizAuthoring.js';
import type { AccommodationDto } from '../../../src/api/quizWindow.js';
import type { ListResponse, MessageResponse, SavedResponse } from '../../../src/api/types.js';
import { quizOfStudent } from '../../../server/routes/quizzes/access.js';
import { startAttempt } from '../../../server/routes/quizzes/attempts.js';
import { startInOneStatement } from '../../../server/routes/quizzes/startFast.js';
import { apiClient, INSTRUCTOR_EMAIL, minutes, waitFor, type TestApp } from '../helpers.js';
import type { demoIds } from '../schoolFixtures.js';
import { quizDraft } from './fixtures.js';
import { quizClass, type QuizClass } from './quizClass.js';

/*
 * A test's window and students' accommodations (src/api/quizWindow.ts): starts refused before
 * the opening and from the close, worded in the reader's language on the school's wall clock
 * (the demo school is Europe/Moscow, UTC+3); deadlines capped at the close; extra time on both
 * start paths; a personal window replacing the test's; and the instructor's accommodations API.
 * The clock starts at 09:00 UTC; a case that moves it puts it back.
 */

const START = new Date('2026-03-02T09:00:00Z');
/** 15:00 in Moscow. */
const NOON_UTC = '2026-03-02T12:00:00.000Z';
/** 11:30 in Moscow. */
const EARLIER_UTC = '2026-03-02T08:30:00.000Z';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let tok: QuizClass['tok'];
let people: QuizClass['people'];
let lessonId = 0;

const { api, ok } = apiClient(() => t.app);
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
const iso = (offsetMs: number) => at(offsetMs).toISOString();
const asStudent = (id: number) => ({ id, schoolId: ids.schoolId, role: 'STUDENT' as const });

type Created = SavedResponse<QuizDto>;
/** A published test (30 minutes unless overridden). */
async function createQuiz(overrides: Partial<QuizInput> = {}): Promise<Created> {
  const created = await ok<Created>('POST', `lessons/tests/${lessonId}`, quizDraft(overrides), { token: tok.instructor });
  return ok<Created>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: tok.instructor });
}
const start = (testId: number, token: string, lang = 'en') =>
  api('POST', `lessons/students/tests/${testId}/start`, undefined, { token, lang });
const accommodate = (testId: number, studentId: number, body: object, token = tok.instructor, lang = 'en') =>
  api('PUT', `lessons/tests/${testId}/accommodations/${studentId}`, body, { token, lang });
const storedDeadline = async (testId: number, studentId: number) =>
  (
    await t.db
      .selectFrom('test_attempts')
      .select('deadline')
      .where('test_id', '=', testId)
      .where('student_id', '=', studentId)
      .executeTakeFirst()
  )?.deadline;
/** A submission without a start: the full path's start-by-submit. */
const submitWithoutStart = (test: Created, token: string, lang = 'en') =>
  api('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: {} }, { token, lang });

beforeAll(async () => {
  ({ t, ids, lessonId, people, tok } = await quizClass('Windows', START));
});
afterAll(async () => {
  await t?.close();
});

describe("a test's window in authoring", () => {
  it('is kept and read back by every reader; a save without it removes it', async () => {
    const test = await createQuiz({ opensAt: EARLIER_UTC, closesAt: NOON_UTC });
    expect(test).toMatchObject({ opensAt: EARLIER_UTC, closesAt: NOON_UTC });
    expect(await ok<QuizDto>('GET', `lessons/tests/${test.testId}`, undefined, { token: tok.instructor })).toMatchObject({
      opensAt: EARLIER_UTC,
      closesAt: NOON_UTC,
    });
    const list = await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.instructor });
    expect(list.objects.find((x) => x.testId === test.testId)).toMatchObject({ opensAt: EARLIER_UTC, closesAt: NOON_UTC });
    const seen = await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy });
    expect(seen).toMatchObject({
      opensAt: EARLIER_UTC,
      closesAt: NOON_UTC,
      windowState: 'OPEN',
      extraTimePercent: 0,
      yourTimeToTakeTheTest: '00:30:00',
    });
    const studentList = await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.amy });
    expect(studentList.objects.find((x) => x.testId === test.testId)).toMatchObject({ opensAt: EARLIER_UTC, closesAt: NOON_UTC });

    const saved = await ok<Created>('PUT', `lessons/tests/${test.testId}`, quizDraft(), { token: tok.instructor });
    expect(saved).toMatchObject({ opensAt: null, closesAt: null });
  });

  it('is none when left out on create', async () => {
    const test = await createQuiz();
    expect(test).toMatchObject({ opensAt: null, closesAt: null });
  });

  it('refuses a close not after the opening, naming the field, in both languages', async () => {
    for (const closesAt of [EARLIER_UTC, NOON_UTC]) {
      const res = await api('POST', `lessons/tests/${lessonId}`, quizDraft({ opensAt: NOON_UTC, closesAt }), { token: tok.instructor });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'closesAt',
        message: 'The closing time (closesAt) must be later than the opening time (opensAt).',
      });
    }
    const test = await createQuiz();
    const ru = await api('PUT', `lessons/tests/${test.testId}`, quizDraft({ opensAt: NOON_UTC, closesAt: EARLIER_UTC }), {
      token: tok.instructor,
      lang: 'ru',
    });
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toMatchObject({
      field: 'closesAt',
      message: 'Время закрытия (closesAt) должно быть позже времени открытия (opensAt).',
    });
  });

  it('may change after students started; a running attempt keeps its deadline even when the close moves before it', async () => {
    const test = await createQuiz();
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    expect(started.attempt?.deadline).toBe(iso(minutes(30)));
    const moved = await ok<Created>(
      'PUT',
      `lessons/tests/${test.testId}`,
      { ...quizDraft({ closesAt: iso(minutes(5)) }), questions: test.questions },
      {
        token: tok.instructor,
      },
    );
    expect(moved).toMatchObject({ closesAt: iso(minutes(5)), hasAttempts: true });
    const seen = await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy });
    expect(seen.attempt?.deadline).toBe(iso(minutes(30)));
  });
});

describe('starting inside the window', () => {
  it('is refused before the opening, on both start paths, worded for the reader', async () => {
    const test = await createQuiz({ opensAt: NOON_UTC });
    expect(await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy })).toMatchObject({
      windowState: 'NOT_OPEN_YET',
      opensAt: NOON_UTC,
      attempt: null,
    });
    const en = await start(test.testId, tok.amy);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({ message: 'This test opens at 2 Mar 2026, 15:00.' });
    const ru = await start(test.testId, tok.amy, 'ru');
    expect(ru.json()).toMatchObject({ status: 403, message: 'Этот тест откроется 02.03.2026, 15:00.' });
    const bySubmit = await submitWithoutStart(test, tok.amy, 'ru');
    expect(bySubmit.json()).toMatchObject({ status: 403, message: 'Этот тест откроется 02.03.2026, 15:00.' });
    expect(await storedDeadline(test.testId, people.amy)).toBeUndefined();
  });

  it('opens at the opening itself', async () => {
    const test = await createQuiz({ opensAt: iso(minutes(60)) });
    t.clock.advance(minutes(60));
    try {
      const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
      expect(started).toMatchObject({ windowState: 'OPEN', attempt: { status: 'IN_PROGRESS', deadline: iso(minutes(30)) } });
    } finally {
      t.clock.advance(-minutes(60));
    }
  });

  it('is refused once the window has closed, the close itself included, on both start paths', async () => {
    const test = await createQuiz({ closesAt: EARLIER_UTC });
    expect(await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.ben })).toMatchObject({
      windowState: 'CLOSED',
      closesAt: EARLIER_UTC,
    });
    expect((await start(test.testId, tok.ben)).json()).toEqual({ status: 403, message: 'This test closed at 2 Mar 2026, 11:30.' });
    expect((await start(test.testId, tok.ben, 'ru')).json()).toEqual({ status: 403, message: 'Этот тест закрылся 02.03.2026, 11:30.' });
    expect((await submitWithoutStart(test, tok.ben)).json()).toEqual({ status: 403, message: 'This test closed at 2 Mar 2026, 11:30.' });
    const closingNow = await createQuiz({ closesAt: t.clock.now().toISOString() });
    expect((await start(closingNow.testId, tok.ben)).statusCode).toBe(403);
    expect(await storedDeadline(test.testId, people.ben)).toBeUndefined();
  });

  it('caps the deadline at the close: ten minutes before it, a student has ten minutes', async () => {
    const test = await createQuiz({ timeToTakeTheTest: '00:30:00', closesAt: iso(minutes(10)) });
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.cat });
    expect(started.attempt?.deadline).toBe(iso(minutes(10)));
    expect(await storedDeadline(test.testId, people.cat)).toEqual(at(minutes(10)));
    const bySubmit = await createQuiz({ closesAt: iso(minutes(10)) });
    expect((await submitWithoutStart(bySubmit, tok.cat)).statusCode).toBe(200);
    expect(await storedDeadline(bySubmit.testId, people.cat)).toEqual(at(minutes(10)));
  });
});

describe('extra time', () => {
  it('gives 1.5× the limit at +50% on the first start (the one-statement path), and says so before', async () => {
    const test = await createQuiz({ timeToTakeTheTest: '00:40:00' });
    expect((await accommodate(test.testId, people.amy, { extraTimePercent: 50 })).statusCode).toBe(200);
    expect(await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy })).toMatchObject({
      timeToTakeTheTest: '00:40:00',
      yourTimeToTakeTheTest: '01:00:00',
      extraTimePercent: 50,
    });
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    expect(started).toMatchObject({ yourTimeToTakeTheTest: '01:00:00', extraTimePercent: 50, attempt: { deadline: iso(minutes(60)) } });
    // The same statement, called directly for another student, is the path the route took.
    await accommodate(test.testId, people.ben, { extraTimePercent: 50 });
    const fast = await startInOneStatement(t.db, asStudent(people.ben), test.testId, t.clock.now());
    expect(fast?.attempt.deadline).toEqual(at(minutes(60)));
    expect(fast?.accommodation).toMatchObject({ extraTimePercent: 50 });
    // Without an accommodation: the plain limit.
    expect(
      (await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.cat })).attempt?.deadline,
    ).toBe(iso(minutes(40)));
  });

  it('gives 1.5× the limit on the full path too: a start after the first statement missed, and a submission without a start', async () => {
    const test = await createQuiz({ timeToTakeTheTest: '00:40:00' });
    await accommodate(test.testId, people.amy, { extraTimePercent: 50 });
    await accommodate(test.testId, people.ben, { extraTimePercent: 50 });
    const seen = await quizOfStudent(t.db, asStudent(people.amy), test.testId, t.clock.now());
    const slow = await startAttempt(t.db, seen, people.amy, t.clock.now(), 'en');
    expect(new Date(slow.deadline)).toEqual(at(minutes(60)));
    expect(
      await ok<QuizPassResponse>('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: {} }, { token: tok.ben }),
    ).toMatchObject({
      status: 'SUBMITTED',
    });
    expect(await storedDeadline(test.testId, people.ben)).toEqual(at(minutes(60)));
  });

  it('is capped at the close as well', async () => {
    const test = await createQuiz({ timeToTakeTheTest: '00:40:00', closesAt: iso(minutes(50)) });
    await accommodate(test.testId, people.amy, { extraTimePercent: 50 });
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    expect(started.attempt?.deadline).toBe(iso(minutes(50)));
  });
});

describe('a personal window', () => {
  it("replaces the test's: a student with a later close may start after the test closed, capped at their own close", async () => {
    const test = await createQuiz({ opensAt: '2026-03-02T07:00:00.000Z', closesAt: EARLIER_UTC });
    const saved = await ok<SavedResponse<AccommodationDto>>(
      'PUT',
      `lessons/tests/${test.testId}/accommodations/${people.amy}`,
      {
        extraTimePercent: 0,
        closesAt: iso(minutes(20)),
      },
      { token: tok.instructor },
    );
    expect(saved).toEqual({
      message: "The student's accommodation has been saved.",
      studentId: people.amy,
      studentFullName: 'Amy Able',
      extraTimePercent: 0,
      opensAt: null,
      closesAt: iso(minutes(20)),
      extraAttempts: 0,
    });
    // The opening side is left null: the test's applies.
    expect(await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy })).toMatchObject({
      opensAt: '2026-03-02T07:00:00.000Z',
      closesAt: iso(minutes(20)),
      windowState: 'OPEN',
    });
    const studentList = await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.amy });
    expect(studentList.objects.find((x) => x.testId === test.testId)).toMatchObject({ closesAt: iso(minutes(20)) });
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    expect(started.attempt?.deadline).toBe(iso(minutes(20)));
    // Another student keeps the test's window.
    expect((await start(test.testId, tok.ben)).json()).toMatchObject({ status: 403, message: 'This test closed at 2 Mar 2026, 11:30.' });
  });

  it('can open later than the test for one student, and is refused with their own moment', async () => {
    const test = await createQuiz();
    await accommodate(test.testId, people.ben, { extraTimePercent: 25, opensAt: NOON_UTC });
    expect((await start(test.testId, tok.ben)).json()).toMatchObject({ status: 403, message: 'This test opens at 2 Mar 2026, 15:00.' });
    expect((await submitWithoutStart(test, tok.ben)).statusCode).toBe(403);
    expect((await start(test.testId, tok.cat)).statusCode).toBe(200);
  });
});

describe('the accommodations API', () => {
  it('lists the students of the course who have one, by name, and removes one', async () => {
    const test = await createQuiz();
    await accommodate(test.testId, people.cat, { extraTimePercent: 100, opensAt: EARLIER_UTC, closesAt: NOON_UTC, extraAttempts: 2 });
    await accommodate(test.testId, people.amy, { extraTimePercent: 50, opensAt: null, closesAt: null, extraAttempts: 3 });
    // A PUT replaces the whole accommodation: extra attempts left out are 0 again.
    await accommodate(test.testId, people.amy, { extraTimePercent: 25 });
    const list = await ok<ListResponse<AccommodationDto>>('GET', `lessons/tests/${test.testId}/accommodations`, undefined, {
      token: tok.instructor,
    });
    expect(list).toEqual({
      count: 2,
      objects: [
        { studentId: people.amy, studentFullName: 'Amy Able', extraTimePercent: 25, opensAt: null, closesAt: null, extraAttempts: 0 },
        {
          studentId: people.cat,
          studentFullName: 'Cat Cole',
          extraTimePercent: 100,
          opensAt: EARLIER_UTC,
          closesAt: NOON_UTC,
          extraAttempts: 2,
        },
      ],
    });
    const removed = await api('DELETE', `lessons/tests/${test.testId}/accommodations/${people.cat}`, undefined, {
      token: tok.instructor,
      lang: 'ru',
    });
    expect(removed.json<MessageResponse>()).toEqual({ message: 'Особые условия студента удалены.' });
    expect(
      (await api('DELETE', `lessons/tests/${test.testId}/accommodations/${people.cat}`, undefined, { token: tok.instructor })).statusCode,
    ).toBe(404);
    const after = await ok<ListResponse<AccommodationDto>>('GET', `lessons/tests/${test.testId}/accommodations`, undefined, {
      token: tok.instructor,
    });
    expect(after.objects.map((x) => x.studentId)).toEqual([people.amy]);
    const audited = await waitFor(async () => {
      const rows = await t.db
        .selectFrom('audit_log')
        .select(['entity', 'action', 'entity_id', 'details'])
        .where('entity', '=', 'quiz')
        .where('entity_id', '=', test.testId)
        .where('action', '=', 'update')
        .execute();
      return rows.length >= 4 ? rows : undefined;
    });
    expect(audited.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        { studentId: people.cat, extraTimePercent: 100, extraAttempts: 2 },
        { studentId: people.amy, extraTimePercent: 25 },
        { studentId: people.cat, extraTimePercent: null },
      ]),
    );
  });

  it('is for the instructor of the course only: another instructor 404, a student and an admin 403', async () => {
    const test = await createQuiz();
    const paths = [`lessons/tests/${test.testId}/accommodations`, `lessons/tests/${test.testId}/accommodations/${people.amy}`];
    for (const token of [tok.stranger, tok.otherSchool]) {
      expect((await api('GET', paths[0], undefined, { token })).statusCode).toBe(404);
      expect((await accommodate(test.testId, people.amy, { extraTimePercent: 50 }, token)).statusCode).toBe(404);
      expect((await api('DELETE', paths[1], undefined, { token })).statusCode).toBe(404);
    }
    for (const token of [tok.amy, tok.admin]) {
      expect((await api('GET', paths[0], undefined, { token })).statusCode).toBe(403);
      expect((await accommodate(test.testId, people.amy, { extraTimePercent: 50 }, token)).statusCode).toBe(403);
      expect((await api('DELETE', paths[1], undefined, { token })).statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('test_accommodations').select('id').where('test_id', '=', test.testId).execute()).toEqual([]);
  });

  it('answers 404 for a student not of the course, and 400 for a bad percent or window', async () => {
    const test = await createQuiz();
    expect((await accommodate(test.testId, people.outsider, { extraTimePercent: 50 })).statusCode).toBe(404);
    expect((await accommodate(test.testId, ids.user[INSTRUCTOR_EMAIL], { extraTimePercent: 50 })).statusCode).toBe(404);
    for (const extraTimePercent of [401, -1, 12.5]) {
      const res = await accommodate(test.testId, people.amy, { extraTimePercent });
      expect(res.statusCode, String(extraTimePercent)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'extraTimePercent' });
    }
    expect((await accommodate(test.testId, people.amy, {})).statusCode).toBe(400);
    const window = await accommodate(
      test.testId,
      people.amy,
      { extraTimePercent: 0, opensAt: NOON_UTC, closesAt: NOON_UTC },
      tok.instructor,
      'ru',
    );
    expect(window.statusCode).toBe(400);
    expect(window.json()).toMatchObject({
      field: 'closesAt',
      message: 'Время закрытия (closesAt) должно быть позже времени открытия (opensAt).',
    });
    expect((await accommodate(test.testId, people.amy, { extraTimePercent: 400 })).statusCode).toBe(200);
    expect(await t.db.selectFrom('test_accommodations').select('student_id').where('test_id', '=', test.testId).execute()).toEqual([
      { student_id: people.amy },
    ]);
  });
});
