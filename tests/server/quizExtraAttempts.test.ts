import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizDto, QuizInput } from '../../src/api/quizAuthoring.js';
import type { StudentQuizDto } from '../../src/api/quizAttempts.js';
import type { AccommodationDto } from '../../src/api/quizWindow.js';
import type { ListResponse, SavedResponse } from '../../src/api/types.js';
import { loginUser } from './learningFixtures.js';
import { createOtherSchool } from './schoolFixtures.js';
import { waitFor } from './helpers.js';
import { quizDraft } from './quizzes/fixtures.js';
import { paperWorld, type PaperWorld, type Student } from './quizzes/paperWorld.js';

/*
 * Extra attempts as an accommodation (issue 17; src/api/quizAttemptRules.ts attemptAllowance):
 * a student's allowance is the test's maxAttempts plus their extraAttempts, unlimited staying
 * unlimited; it drives attemptsLeft, nextAttemptBlock and the numbered start. Bad values are a
 * 400 in the reader's language that changes nothing; another school cannot set them.
 */

let w: PaperWorld;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
let otherInstructor = '';

beforeAll(async () => {
  w = await paperWorld();
  other = await createOtherSchool(w.t.db);
  otherInstructor = await loginUser(w.t.app, w.t.db, other.instructorId);
});
afterAll(async () => {
  await w?.t.close();
});

type Quiz = SavedResponse<QuizDto>;
async function quiz(overrides: Partial<QuizInput> = {}): Promise<Quiz> {
  const created = await w.ok<Quiz>('POST', `lessons/tests/${w.lessonId}`, quizDraft(overrides), { token: w.tok.instructor });
  return w.ok<Quiz>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: w.tok.instructor });
}
const accommodate = (test: Quiz, studentId: number, body: object, token = w.tok.instructor, lang?: 'en' | 'ru') =>
  w.api('PUT', `lessons/tests/${test.testId}/accommodations/${studentId}`, body, { token, lang });
const startNo = (test: Quiz, who: Student, attemptNo: number) =>
  w.api('POST', `lessons/students/tests/${test.testId}/start`, { attemptNo }, { token: w.tok[who] });
const pass = (test: Quiz, who: Student, attemptNo: number) =>
  w.api('POST', 'lessons/students/tests/pass', { testId: test.testId, attemptNo, answers: {} }, { token: w.tok[who] });
const view = (test: Quiz, who: Student) =>
  w.ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: w.tok[who] });
const attemptCount = async (test: Quiz, studentId: number) =>
  (await w.t.db.selectFrom('test_attempts').select('id').where('test_id', '=', test.testId).where('student_id', '=', studentId).execute())
    .length;
const stored = (test: Quiz) =>
  w.t.db.selectFrom('test_accommodations').select(['student_id', 'extra_attempts']).where('test_id', '=', test.testId).execute();

describe('extra attempts', () => {
  it('let a student with +1 on a one-attempt test start attempt 2, while a classmate cannot', async () => {
    const test = await quiz({ name: 'Once, plus one' });
    const saved = await accommodate(test, w.people.amy, { extraTimePercent: 0, extraAttempts: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ studentId: w.people.amy, extraAttempts: 1, extraTimePercent: 0 });
    for (const who of ['amy', 'ben'] as const) {
      expect((await startNo(test, who, 1)).statusCode).toBe(200);
      expect((await pass(test, who, 1)).statusCode).toBe(200);
    }
    expect(await view(test, 'amy')).toMatchObject({ attemptsLeft: 1, nextAttemptBlock: null });
    expect(await view(test, 'ben')).toMatchObject({ attemptsLeft: 0, nextAttemptBlock: 'NO_ATTEMPTS_LEFT' });

    const second = await startNo(test, 'amy', 2);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ attempt: { attemptNo: 2, status: 'IN_PROGRESS' }, attemptsLeft: 0 });
    expect((await pass(test, 'amy', 2)).statusCode).toBe(200);
    expect(await view(test, 'amy')).toMatchObject({ attemptsLeft: 0, nextAttemptBlock: 'NO_ATTEMPTS_LEFT' });
    // Beyond the personal allowance: the same refusal as the classmate's at 2.
    expect((await startNo(test, 'amy', 3)).json()).toEqual({ status: 409, message: 'You have used all your attempts at this test.' });
    expect((await startNo(test, 'ben', 2)).json()).toEqual({ status: 409, message: 'You have used all your attempts at this test.' });
    expect(await attemptCount(test, w.people.amy)).toBe(2);
    expect(await attemptCount(test, w.people.ben)).toBe(1);
  });

  it('keep the extra time: a second attempt’s deadline is its own start plus the limit with the student’s +50%', async () => {
    const test = await quiz({ name: 'Twice, with time', maxAttempts: 2 });
    await accommodate(test, w.people.amy, { extraTimePercent: 50 });
    const minutesAllowed = (body: { attempt: { startedAt: string; deadline: string } }) =>
      (Date.parse(body.attempt.deadline) - Date.parse(body.attempt.startedAt)) / 60_000;
    for (const attemptNo of [1, 2]) {
      const started = await startNo(test, 'amy', attemptNo);
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ attempt: { attemptNo } });
      // 30 minutes and half as much again, for each attempt alike.
      expect(minutesAllowed(started.json())).toBe(45);
      expect((await pass(test, 'amy', attemptNo)).statusCode).toBe(200);
    }
    const classmate = await startNo(test, 'ben', 1);
    expect(minutesAllowed(classmate.json())).toBe(30);
  });

  it('are listed, kept per student, audited when sent, and 0 when left out', async () => {
    const test = await quiz({ name: 'Listed', maxAttempts: 2 });
    await accommodate(test, w.people.cat, { extraTimePercent: 10, extraAttempts: 3 });
    await accommodate(test, w.people.dan, { extraTimePercent: 20 });
    const list = await w.ok<ListResponse<AccommodationDto>>('GET', `lessons/tests/${test.testId}/accommodations`, undefined, {
      token: w.tok.instructor,
    });
    expect(list.objects.map((a) => [a.studentId, a.extraAttempts])).toEqual(
      expect.arrayContaining([
        [w.people.cat, 3],
        [w.people.dan, 0],
      ]),
    );
    expect(await view(test, 'cat')).toMatchObject({ attemptsLeft: 5 });
    expect(await view(test, 'dan')).toMatchObject({ attemptsLeft: 2 });
    const audited = await waitFor(async () => {
      const rows = await w.t.db
        .selectFrom('audit_log')
        .select('details')
        .where('entity', '=', 'quiz')
        .where('entity_id', '=', test.testId)
        .where('action', '=', 'update')
        .execute();
      return rows.length >= 2 ? rows : undefined;
    });
    expect(audited.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        { studentId: w.people.cat, extraTimePercent: 10, extraAttempts: 3 },
        { studentId: w.people.dan, extraTimePercent: 20 },
      ]),
    );
  });

  it('leave an unlimited test unlimited', async () => {
    const test = await quiz({ name: 'Unlimited', maxAttempts: null });
    await accommodate(test, w.people.dan, { extraTimePercent: 0, extraAttempts: 5 });
    expect(await view(test, 'dan')).toMatchObject({ attemptsLeft: null, nextAttemptBlock: null });
  });

  it('refuse bad values with a 400 in en and ru, changing nothing', async () => {
    const test = await quiz({ name: 'Bad values' });
    await accommodate(test, w.people.amy, { extraTimePercent: 0, extraAttempts: 2 });
    for (const extraAttempts of [-1, 101, 1.5]) {
      const res = await accommodate(test, w.people.amy, { extraTimePercent: 0, extraAttempts });
      expect(res.statusCode, String(extraAttempts)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'extraAttempts' });
    }
    expect((await accommodate(test, w.people.amy, { extraTimePercent: 0, extraAttempts: 101 })).json()).toMatchObject({
      message: 'The field "extraAttempts" must be at most 100.',
    });
    expect(
      (await accommodate(test, w.people.amy, { extraTimePercent: 0, extraAttempts: -1 }, w.tok.instructor, 'ru')).json(),
    ).toMatchObject({
      message: 'Поле «extraAttempts» должно быть не меньше 0.',
    });
    expect(await stored(test)).toEqual([{ student_id: w.people.amy, extra_attempts: 2 }]);
  });

  it("cannot be set by another school's instructor, nor for another school's student", async () => {
    const test = await quiz({ name: 'Isolated' });
    expect((await accommodate(test, w.people.ben, { extraTimePercent: 0, extraAttempts: 3 }, otherInstructor)).statusCode).toBe(404);
    expect((await accommodate(test, other.studentId, { extraTimePercent: 0, extraAttempts: 3 })).statusCode).toBe(404);
    expect((await accommodate(test, w.people.ben, { extraTimePercent: 0, extraAttempts: 3 }, w.tok.ben)).statusCode).toBe(403);
    expect(await stored(test)).toEqual([]);
    expect((await startNo(test, 'ben', 1)).statusCode).toBe(200);
    await pass(test, 'ben', 1);
    expect((await startNo(test, 'ben', 2)).statusCode).toBe(409);
  });
});
