import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradingMethod } from '../../../src/api/quizAttemptRules.js';
import type { QuizDto } from '../../../src/api/quizAuthoring.js';
import type { QuizAnswerDto, QuizResultsDto } from '../../../src/api/quizResults.js';
import type { StudentResultsDto } from '../../../src/api/studentResults.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { gradeOf } from '../../../server/routes/quizzes/gradeMethod.js';
import { bankWorld, START, type BankWorld } from './bankQuizWorld.js';
import { quizDraft } from './fixtures.js';

/*
 * A test's grade from several attempts (issue 17, item 3): test_grades, kept by the database,
 * is what the results table, the student's results and the rating show, by the test's grading
 * method. Attempts are inserted directly (numbers 1, 2, 3), so this does not depend on the start.
 * The test is worth 5 (quizDraft), passed from 50%.
 */

let w: BankWorld;
beforeAll(async () => {
  w = await bankWorld();
});
afterAll(async () => {
  await w?.t.close();
});

const FINISHED = new Date(START.getTime() - 3_600_000);

async function newQuiz(): Promise<QuizDto> {
  const created = await w.ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${w.lessonId}`, quizDraft(), { token: w.tok.instructor });
  await w.ok('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: w.tok.instructor });
  return created;
}

/** Amy's attempt `no` at the test, finished with `points` of 5 (null: still running). */
async function attempt(
  testId: number,
  no: number,
  points: number | null,
  extra: { other?: Record<string, string>; student?: number } = {},
) {
  await w.t.db
    .insertInto('test_attempts')
    .values({
      school_id: w.schoolId,
      test_id: testId,
      student_id: extra.student ?? w.people.amy,
      attempt_no: no,
      started_at: new Date(FINISHED.getTime() - 60_000 * (10 - no)),
      deadline: new Date(START.getTime() + 3_600_000),
      submitted_at: points === null ? null : new Date(FINISHED.getTime() + 60_000 * no),
      closed_reason: points === null ? null : 'SUBMITTED',
      points,
      max_points: points === null ? null : 5,
      passed: points === null ? null : points >= 2.5,
      other_texts: JSON.stringify(extra.other ?? {}),
    })
    .execute();
}

const setMethod = (testId: number, method: GradingMethod) =>
  w.t.db.updateTable('tests').set({ grading_method: method }).where('id', '=', testId).execute();

async function grade(testId: number) {
  return w.t.db
    .selectFrom('test_grades')
    .selectAll()
    .where('test_id', '=', testId)
    .where('student_id', '=', w.people.amy)
    .executeTakeFirst();
}

async function amyRow(testId: number) {
  const results = await w.ok<QuizResultsDto>('GET', `lessons/tests/${testId}/answers`, undefined, { token: w.tok.instructor });
  return { results, row: results.objects.find((r) => r.studentId === w.people.amy)! };
}

async function ratingTests(): Promise<Record<string, number>> {
  const row = await w.t.db
    .selectFrom('rating_scores')
    .select('tests')
    .where('course_id', '=', w.courseId)
    .where('student_id', '=', w.people.amy)
    .executeTakeFirst();
  return row ? (JSON.parse(row.tests) as Record<string, number>) : {};
}

async function studentResult(testId: number) {
  const res = await w.api('GET', `student/results/${w.courseId}`, undefined, { token: w.tok.amy });
  expect(res.statusCode).toBe(200);
  const body = res.json() as StudentResultsDto;
  return body.lessons.flatMap((l) => l.tests).find((t) => t.testId === testId)!;
}

describe("a test's grade by its method", () => {
  it('each method gives its grade in test_grades, the results, the student results and the rating; a change regrades', async () => {
    const quiz = await newQuiz();
    await attempt(quiz.testId, 1, 2);
    await attempt(quiz.testId, 2, 4.5);
    await attempt(quiz.testId, 3, 3);
    const expected: Array<[GradingMethod, number, boolean]> = [
      ['HIGHEST', 4.5, true],
      ['FIRST', 2, false],
      ['LAST', 3, true],
      ['AVERAGE', 3.17, true],
    ];
    for (const [method, points, passed] of expected) {
      await setMethod(quiz.testId, method);
      expect(await grade(quiz.testId), method).toMatchObject({ points, max_points: 5, attempts_count: 3 });
      const { results, row } = await amyRow(quiz.testId);
      expect(results.gradingMethod).toBe(method);
      expect(row, method).toMatchObject({ pointsReceived: points, maxPoints: 5, passed, attemptsCount: 3, status: 'SUBMITTED' });
      expect((await ratingTests())[quiz.testId], method).toBe(points);
      expect(await studentResult(quiz.testId), method).toMatchObject({ pointsReceived: points, passed, status: 'SUBMITTED' });
    }
  });

  it('a running attempt does not count; the row shows it as the latest', async () => {
    const quiz = await newQuiz();
    await setMethod(quiz.testId, 'LAST');
    await attempt(quiz.testId, 1, 4);
    await attempt(quiz.testId, 2, null);
    expect(await grade(quiz.testId)).toMatchObject({ points: 4, attempts_count: 1 });
    const { row } = await amyRow(quiz.testId);
    expect(row).toMatchObject({ pointsReceived: 4, passed: true, attemptsCount: 2, status: 'IN_PROGRESS', dateOfPassTheTest: null });
    // Finished with fewer points: LAST takes it.
    await w.t.db
      .updateTable('test_attempts')
      .set({ submitted_at: START, closed_reason: 'TIME_UP', points: 1, max_points: 5, passed: false })
      .where('test_id', '=', quiz.testId)
      .where('attempt_no', '=', 2)
      .execute();
    expect(await grade(quiz.testId)).toMatchObject({ points: 1, attempts_count: 2 });
    expect((await ratingTests())[quiz.testId]).toBe(1);
  });

  it('deleting attempts regrades, and no counted attempt leaves no grade; deleting the test cascades', async () => {
    const quiz = await newQuiz();
    await attempt(quiz.testId, 1, 2);
    await attempt(quiz.testId, 2, 4);
    await w.t.db.deleteFrom('test_attempts').where('test_id', '=', quiz.testId).where('attempt_no', '=', 2).execute();
    expect(await grade(quiz.testId)).toMatchObject({ points: 2, attempts_count: 1 });
    expect((await ratingTests())[quiz.testId]).toBe(2);
    await w.t.db.deleteFrom('test_attempts').where('test_id', '=', quiz.testId).execute();
    expect(await grade(quiz.testId)).toBeUndefined();
    expect((await ratingTests())[quiz.testId]).toBeUndefined();

    await attempt(quiz.testId, 1, 3);
    expect((await ratingTests())[quiz.testId]).toBe(3);
    await w.t.db.deleteFrom('tests').where('id', '=', quiz.testId).execute();
    expect(await grade(quiz.testId)).toBeUndefined();
    expect((await ratingTests())[quiz.testId]).toBeUndefined();
  });

  it('a one-attempt test: the grade is the attempt, points to the last bit', async () => {
    const quiz = await newQuiz();
    await attempt(quiz.testId, 1, 3.33);
    expect(await grade(quiz.testId)).toMatchObject({ points: 3.33, attempts_count: 1 });
    expect((await ratingTests())[quiz.testId]).toBe(3.33);
    expect((await amyRow(quiz.testId)).row).toMatchObject({ pointsReceived: 3.33, passed: true, attemptsCount: 1 });
  });
});

describe('the grade kept in SQL', () => {
  it("equals gradeOf's for random attempts (ties, papers of different maxima, every method)", async () => {
    const quiz = await newQuiz();
    let seed = 17;
    const rnd = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const methods: GradingMethod[] = ['HIGHEST', 'LAST', 'FIRST', 'AVERAGE'];
    for (let round = 0; round < 16; round++) {
      await w.t.db.deleteFrom('test_attempts').where('test_id', '=', quiz.testId).execute();
      const method = methods[round % 4];
      await setMethod(quiz.testId, method);
      const attempts = Array.from({ length: 1 + rnd(4) }, (_, i) => {
        const maxPoints = 4 + rnd(2);
        return {
          attemptNo: i + 1,
          points: rnd(3) === 0 ? maxPoints / 2 : rnd(maxPoints * 100 + 1) / 100,
          maxPoints,
          awaitingReview: false,
        };
      });
      for (const a of attempts) {
        await attempt(quiz.testId, a.attemptNo, a.points);
        await w.t.db
          .updateTable('test_attempts')
          .set({ max_points: a.maxPoints })
          .where('test_id', '=', quiz.testId)
          .where('attempt_no', '=', a.attemptNo)
          .execute();
      }
      const expected = gradeOf(method, attempts, 50)!;
      const what = `${method} ${JSON.stringify(attempts)}`;
      expect(await grade(quiz.testId), what).toMatchObject({
        points: expected.pointsReceived,
        max_points: expected.maxPoints,
        attempts_count: attempts.length,
      });
      expect((await amyRow(quiz.testId)).row, what).toMatchObject({ pointsReceived: expected.pointsReceived, passed: expected.passed });
    }
  });
});

describe('answer views and hand grading by attempt', () => {
  it('shows the attempt asked for, 404 for one that does not exist, 400 out of bounds', async () => {
    const quiz = await newQuiz();
    await attempt(quiz.testId, 1, 2);
    await attempt(quiz.testId, 2, 4);
    await attempt(quiz.testId, 3, null);
    const instructor = (q: string) =>
      w.api('GET', `lessons/tests/${quiz.testId}/answers/${w.people.amy}${q}`, undefined, { token: w.tok.instructor });
    const student = (q: string, lang?: string) =>
      w.api('GET', `lessons/students/tests/${quiz.testId}/answer${q}`, undefined, { token: w.tok.amy, lang });
    const latest = (await instructor('')).json() as QuizAnswerDto;
    expect(latest).toMatchObject({ attemptNo: 3, status: 'IN_PROGRESS' });
    expect(latest.attempts.map((a) => a.attemptNo)).toEqual([1, 2, 3]);
    expect((await instructor('?attemptNo=1')).json()).toMatchObject({ attemptNo: 1, points: { pointsReceived: 2 } });
    // The student: the latest finished by default.
    expect((await student('')).json()).toMatchObject({ attemptNo: 2, points: { pointsReceived: 4 } });
    expect((await student('?attemptNo=1')).json()).toMatchObject({ attemptNo: 1 });
    const missing = await student('?attemptNo=7', 'ru');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('У студента нет попытки с таким номером в этом тесте.');
    expect((await instructor('?attemptNo=4')).statusCode).toBe(404);
    expect((await instructor('?attemptNo=0')).statusCode).toBe(400);
    expect((await instructor('?attemptNo=abc')).statusCode).toBe(400);
  });

  it("grading attempt 1's 'Other' text re-scores that attempt and regrades", async () => {
    const quiz = await newQuiz();
    const withOther = quiz.questions.find((q) => 'hasOther' in q && q.hasOther)!;
    await setMethod(quiz.testId, 'FIRST');
    await attempt(quiz.testId, 1, 0, { other: { [String(withOther.questionId)]: 'boolean' } });
    await attempt(quiz.testId, 2, 4);
    expect((await amyRow(quiz.testId)).row).toMatchObject({ pointsReceived: 0, awaitingReview: true });
    const res = await w.api(
      'PUT',
      `lessons/tests/${quiz.testId}/answers/${w.people.amy}/other`,
      { attemptNo: 1, questionId: withOther.questionId, points: 1.5 },
      { token: w.tok.instructor },
    );
    expect(res.statusCode).toBe(200);
    const view = res.json() as QuizAnswerDto;
    expect(view).toMatchObject({ attemptNo: 1, points: { pointsReceived: 1.5 } });
    const rows = await w.t.db
      .selectFrom('test_attempts')
      .select(['attempt_no', 'points'])
      .where('test_id', '=', quiz.testId)
      .orderBy('attempt_no')
      .execute();
    expect(rows).toEqual([
      { attempt_no: 1, points: 1.5 },
      { attempt_no: 2, points: 4 },
    ]);
    expect(await grade(quiz.testId)).toMatchObject({ points: 1.5 });
    expect((await ratingTests())[quiz.testId]).toBe(1.5);
    expect((await amyRow(quiz.testId)).row).toMatchObject({ pointsReceived: 1.5, passed: false, awaitingReview: false });
    const none = await w.api(
      'PUT',
      `lessons/tests/${quiz.testId}/answers/${w.people.amy}/other`,
      { attemptNo: 5, questionId: withOther.questionId, points: 1 },
      { token: w.tok.instructor },
    );
    expect(none.statusCode).toBe(404);
  });
});
