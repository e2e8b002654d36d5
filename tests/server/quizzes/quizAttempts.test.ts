import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizDto, QuizInput } from '../../../src/api/quizAuthoring.js';
import type { QuizPassResponse, StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { formatDateTime } from '../../../src/api/dateFormat.js';
import { schoolTimeZone } from '../../../server/lib/schoolTimeZone.js';
import { minutes } from '../helpers.js';
import { quizDraft } from './fixtures.js';
import { paperQuiz, paperWorld, START, type PaperWorld, type Student } from './paperWorld.js';

/*
 * Several attempts at a test (issue 17, item 3; src/api/quizAttemptRules.ts): the SPEC's one
 * attempt by default, numbered starts, the limit, the wait, stale pages, racing starts, a
 * paper per attempt, the review options over the attempt's answers, and the rules' authoring.
 */

let w: PaperWorld;

beforeAll(async () => {
  w = await paperWorld();
});
afterAll(async () => {
  await w?.t.close();
});

type Quiz = SavedResponse<QuizDto>;
async function quiz(overrides: Partial<QuizInput> = {}): Promise<Quiz> {
  const created = await w.ok<Quiz>('POST', `lessons/tests/${w.lessonId}`, quizDraft(overrides), { token: w.tok.instructor });
  return w.ok<Quiz>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: w.tok.instructor });
}
const startNo = (test: Quiz, who: Student, attemptNo?: number, lang?: 'en' | 'ru') =>
  w.api('POST', `lessons/students/tests/${test.testId}/start`, attemptNo === undefined ? undefined : { attemptNo }, {
    token: w.tok[who],
    lang,
  });
const started = async (test: Quiz, who: Student, attemptNo?: number) => (await startNo(test, who, attemptNo)).json() as StudentQuizDto;
/** Q1 right (2 of 5 points) or wrong (0). */
const answers = (test: Quiz, right: boolean) => {
  const q = test.questions[0] as { questionId: number; options: Array<{ optionId: number }> };
  return { [q.questionId]: [q.options[right ? 1 : 0].optionId] };
};
const pass = (test: Quiz, who: Student, right: boolean, attemptNo?: number) =>
  w.api('POST', 'lessons/students/tests/pass', { testId: test.testId, attemptNo, answers: answers(test, right) }, { token: w.tok[who] });
const view = (test: Quiz, who: Student) =>
  w.ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: w.tok[who] });
const rows = (test: Quiz, studentId: number) =>
  w.t.db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', test.testId)
    .where('student_id', '=', studentId)
    .orderBy('attempt_no')
    .execute();

describe('one attempt (the default)', () => {
  it('gives the finished attempt back on a start, and refuses a second', async () => {
    const test = await quiz({ name: 'Once' });
    expect(test).toMatchObject({ maxAttempts: 1, gradingMethod: 'HIGHEST', attemptWaitMinutes: 0 });
    const first = await started(test, 'amy');
    expect(first).toMatchObject({ attempt: { attemptNo: 1, status: 'IN_PROGRESS' }, attemptsLeft: 0, nextAttemptBlock: 'ATTEMPT_OPEN' });
    expect((await pass(test, 'amy', true)).statusCode).toBe(200);
    const again = await started(test, 'amy');
    expect(again.attempt).toMatchObject({ attemptNo: 1, status: 'SUBMITTED' });
    expect(again).toMatchObject({ nextAttemptBlock: 'NO_ATTEMPTS_LEFT', grade: { pointsReceived: 2, maxPoints: 5, passed: false } });
    expect((await startNo(test, 'amy', 2)).json()).toEqual({ status: 409, message: 'You have used all your attempts at this test.' });
    expect(await rows(test, w.people.amy)).toHaveLength(1);
  });
});

describe('several attempts', () => {
  it('sits again up to the limit, grades by the method, and refuses the fourth in en and ru', async () => {
    const test = await quiz({ name: 'Thrice', maxAttempts: 3, gradingMethod: 'LAST' });
    await started(test, 'ben', 1);
    await pass(test, 'ben', true);
    const second = await started(test, 'ben', 2);
    expect(second).toMatchObject({ attempt: { attemptNo: 2, status: 'IN_PROGRESS', answers: {} }, attemptsLeft: 1 });
    expect(second.questions.length).toBeGreaterThan(0);
    // Giving back an existing attempt starts nothing.
    expect((await started(test, 'ben', 2)).attempt?.startedAt).toBe(second.attempt?.startedAt);
    expect((await startNo(test, 'ben', 3)).json()).toEqual({
      status: 409,
      message: 'Finish your running attempt before you start another.',
    });
    await pass(test, 'ben', false);
    const state = await view(test, 'ben');
    expect(state.attempts.map((a) => [a.attemptNo, a.points?.pointsReceived])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(state.grade).toMatchObject({ pointsReceived: 0, maxPoints: 5 });
    expect((await startNo(test, 'ben', 5)).statusCode).toBe(400);
    await started(test, 'ben', 3);
    await pass(test, 'ben', true);
    expect((await startNo(test, 'ben', 4)).json()).toEqual({ status: 409, message: 'You have used all your attempts at this test.' });
    expect((await startNo(test, 'ben', 4, 'ru')).json()).toEqual({ status: 409, message: 'Вы использовали все попытки этого теста.' });
    expect(await view(test, 'ben')).toMatchObject({ attemptsLeft: 0, nextAttemptBlock: 'NO_ATTEMPTS_LEFT', grade: { pointsReceived: 2 } });
    expect(await rows(test, w.people.ben)).toHaveLength(3);
  });

  it('allows any number when unlimited', async () => {
    const test = await quiz({ name: 'Unlimited', maxAttempts: null, gradingMethod: 'AVERAGE' });
    for (let n = 1; n <= 4; n += 1) {
      await started(test, 'cat', n);
      await pass(test, 'cat', n % 2 === 1);
    }
    expect(await view(test, 'cat')).toMatchObject({
      attemptsLeft: null,
      nextAttemptBlock: null,
      grade: { pointsReceived: 1, maxPoints: 5, passed: false },
    });
  });

  it('makes the student wait after an attempt, naming the time in the school zone', async () => {
    const test = await quiz({ name: 'Wait', maxAttempts: 2, attemptWaitMinutes: 60 });
    await started(test, 'dan', 1);
    await pass(test, 'dan', true);
    const [first] = await rows(test, w.people.dan);
    const at = new Date(first.submitted_at!.getTime() + minutes(60));
    expect(await view(test, 'dan')).toMatchObject({ nextAttemptBlock: 'WAIT', nextAttemptAt: at.toISOString() });
    const zone = await schoolTimeZone(w.t.db, w.schoolId);
    expect((await startNo(test, 'dan', 2, 'ru')).json()).toEqual({
      status: 409,
      message: `Следующую попытку можно начать ${formatDateTime(at.toISOString(), 'ru', zone)}.`,
    });
    w.t.clock.advance(minutes(60));
    expect((await started(test, 'dan', 2)).attempt).toMatchObject({ attemptNo: 2, status: 'IN_PROGRESS' });
    await pass(test, 'dan', true);
  });
});

describe('a page on an earlier attempt', () => {
  it('saves and submits nothing into the running attempt', async () => {
    const test = await quiz({ name: 'Stale', maxAttempts: 2 });
    await started(test, 'amy', 1);
    await pass(test, 'amy', true, 1);
    await started(test, 'amy', 2);
    const save = await w.api(
      'PUT',
      `lessons/students/tests/${test.testId}/answers`,
      { attemptNo: 1, answers: answers(test, true) },
      { token: w.tok.amy },
    );
    expect(save.json()).toEqual({
      status: 409,
      message: 'This page is for attempt 1, but your current attempt is number 2: reload the page.',
    });
    expect((await pass(test, 'amy', true, 1)).statusCode).toBe(409);
    const second = (await rows(test, w.people.amy))[1];
    expect(second).toMatchObject({ attempt_no: 2, submitted_at: null, saved_at: null, answers: {} });
    // The running attempt's own number is taken.
    const ok = await w.ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { testId: test.testId, attemptNo: 2, answers: answers(test, false) },
      { token: w.tok.amy },
    );
    expect(ok.points).toEqual({ pointsReceived: 0, maxPoints: 5 });
  });
});

describe('racing starts', () => {
  it('makes one row of attempt 2 started twice at once', async () => {
    const test = await quiz({ name: 'Race', maxAttempts: 3 });
    await started(test, 'ben', 1);
    await pass(test, 'ben', true);
    const [a, b] = await Promise.all([startNo(test, 'ben', 2), startNo(test, 'ben', 2)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((a.json() as StudentQuizDto).attempt?.startedAt).toBe((b.json() as StudentQuizDto).attempt?.startedAt);
    expect(await rows(test, w.people.ben)).toHaveLength(2);
  });
});

describe('a bank test', () => {
  it('gives each attempt a paper of its own: its own draws and orders', async () => {
    const random = [{ categoryId: w.pool, includeSubcategories: true, drawCount: 2, points: 2 }];
    const test = (await paperQuiz(w, { kinds: [], random, shuffle: true })) as Quiz;
    await w.t.db.updateTable('tests').set({ max_attempts: 6 }).where('id', '=', test.testId).execute();
    for (let n = 1; n <= 5; n += 1) {
      const state = await started(test, 'cat', n);
      expect(state.attempt?.attemptNo).toBe(n);
      expect(state.questions).toHaveLength(4);
      await w.ok('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: {} }, { token: w.tok.cat });
    }
    const papers = (await rows(test, w.people.cat)).map((row) => JSON.stringify(row.paper));
    expect(papers).toHaveLength(5);
    // Five papers drawn alike (2 of 5 questions, shuffled) would be a 1 in 160,000 chance.
    expect(new Set(papers).size).toBeGreaterThan(1);
  });
});

describe('the review options over the attempt', () => {
  it('hide the answers of a finished attempt until the close when they say so', async () => {
    const closesAt = new Date(w.t.clock.now().getTime() + minutes(600)).toISOString();
    const test = await quiz({ name: 'Hidden', closesAt });
    await started(test, 'dan');
    await pass(test, 'dan', true);
    expect((await view(test, 'dan')).attempt).toMatchObject({ status: 'SUBMITTED', answers: {}, others: {}, responses: {}, files: [] });
    w.t.clock.set(new Date(new Date(closesAt).getTime() + 1000));
    expect((await view(test, 'dan')).attempt?.answers).toEqual(answers(test, true));
    w.t.clock.set(START);
  });
});

describe('authoring the rules', () => {
  it('round-trips them, keeps them when left out, and refuses bad values with 400', async () => {
    const test = await quiz({ name: 'Rules', maxAttempts: 4, gradingMethod: 'AVERAGE', attemptWaitMinutes: 30 });
    expect(test).toMatchObject({ maxAttempts: 4, gradingMethod: 'AVERAGE', attemptWaitMinutes: 30 });
    const read = await w.ok<QuizDto>('GET', `lessons/tests/${test.testId}`, undefined, { token: w.tok.instructor });
    expect(read).toMatchObject({ maxAttempts: 4, gradingMethod: 'AVERAGE', attemptWaitMinutes: 30 });
    await started(test, 'amy');
    const body = { ...quizDraft({ name: 'Rules' }), questions: read.questions };
    const kept = await w.ok<Quiz>('PUT', `lessons/tests/${test.testId}`, body, { token: w.tok.instructor });
    expect(kept).toMatchObject({ maxAttempts: 4, gradingMethod: 'AVERAGE', attemptWaitMinutes: 30 });
    // Not scoring parts: they change after students have started.
    const changed = await w.ok<Quiz>(
      'PUT',
      `lessons/tests/${test.testId}`,
      { ...body, maxAttempts: null, gradingMethod: 'FIRST' },
      { token: w.tok.instructor },
    );
    expect(changed).toMatchObject({ maxAttempts: null, gradingMethod: 'FIRST', attemptWaitMinutes: 30 });
    expect(await view(test, 'amy')).toMatchObject({ maxAttempts: null, gradingMethod: 'FIRST' });
    for (const bad of [
      { maxAttempts: 0 },
      { maxAttempts: 101 },
      { gradingMethod: 'BEST' },
      { attemptWaitMinutes: -1 },
      { attemptWaitMinutes: 43_201 },
    ]) {
      const res = await w.api('POST', `lessons/tests/${w.lessonId}`, quizDraft({ name: 'Bad', ...(bad as Partial<QuizInput>) }), {
        token: w.tok.instructor,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
