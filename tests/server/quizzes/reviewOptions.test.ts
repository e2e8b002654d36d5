import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerBankQuestionDto, AnswerOwnQuestionDto, QuizAnswerDto, QuizResultsDto } from '../../../src/api/quizResults.js';
import { DEFAULT_REVIEW_OPTIONS, type ReviewOptions, type ReviewParts } from '../../../src/api/quizReview.js';
import { expectOk, minutes } from '../helpers.js';
import { amySubmits, bankQuiz, bankWorld, KINDS, START, type BankQuiz, type BankWorld } from './bankQuizWorld.js';
import { SECRET_MARKERS, type BankKind } from './paperFixtures.js';

/*
 * What a student reads of a finished attempt at a test built from the bank, by its review
 * options (src/api/quizReview.ts), before and after their close (their accommodation's, else
 * the test's); what the instructor reads (everything). Parts not allowed are searched for in the
 * raw body: a feedback, a general feedback or a right answer must not be there at all.
 */

let w: BankWorld;
const NONE: ReviewParts = { answers: false, rightAnswers: false, feedback: false };
const ALL: ReviewParts = { answers: true, rightAnswers: true, feedback: true };
const CLOSE = new Date(START.getTime() + minutes(60));

beforeAll(async () => {
  w = await bankWorld();
});
afterAll(async () => {
  await w?.t.close();
});
afterEach(() => {
  w.t.clock.set(START);
});

/** The student's answer view: its raw body and the parsed DTO. */
async function studentView(quiz: BankQuiz, token = w.tok.amy) {
  const res = await w.api('GET', `lessons/students/tests/${quiz.testId}/answer`, undefined, { token });
  return { raw: res.body, view: expectOk<QuizAnswerDto>(res, 'student answer view') };
}
const bankQuestion = (view: QuizAnswerDto, quiz: BankQuiz, kind: BankKind) =>
  view.questions.find((q): q is AnswerBankQuestionDto => q.source === 'BANK' && q.key === quiz.key(kind))!;
const ownQuestions = (view: QuizAnswerDto) => view.questions.filter((q): q is AnswerOwnQuestionDto => q.source === 'TEST');

/** Nothing but the score: no response, right answer, point per question or feedback of any kind. */
function expectScoreOnly(raw: string, view: QuizAnswerDto) {
  expect(raw).not.toMatch(SECRET_MARKERS);
  expect(raw).not.toMatch(/isCorrect|My essay|symbol|essay\.pdf/);
  expect(view).toMatchObject({ status: 'SUBMITTED', points: { pointsReceived: 10.5, maxPoints: 26 }, passed: false, awaitingReview: true });
  for (const q of view.questions) {
    expect(q.pointsReceived).toBeNull();
    if (q.source === 'BANK') {
      expect(q).toMatchObject({ response: null, correctResponse: null, feedback: null, generalFeedback: null, manualPoints: null });
      if (q.files) expect(q.files).toEqual([]);
    } else {
      expect(q.otherText).toBeNull();
      expect(q.options.every((o) => o.status === 'NOT_SELECTED' && !('isCorrect' in o))).toBe(true);
    }
  }
}

/** Every part: responses, right answers, points per question and feedback. */
function expectEverything(view: QuizAnswerDto, quiz: BankQuiz) {
  expect(view.review).toEqual(ALL);
  const one = bankQuestion(view, quiz, 'one');
  expect(one).toMatchObject({ pointsReceived: 2, feedback: ['FB-one-right'], generalFeedback: 'GF-one' });
  expect(one.response).toEqual({ choices: [w.bank.one.type === 'ONE_FROM_LIST' ? w.bank.one.answers[0].id : 0] });
  expect(one.correctResponse).toEqual(one.response);
  expect(bankQuestion(view, quiz, 'short').correctResponse).toEqual({ text: 'RA-short' });
  expect(bankQuestion(view, quiz, 'numeric').correctResponse).toEqual({ text: '424242.5' });
  expect(bankQuestion(view, quiz, 'truth')).toMatchObject({
    correctResponse: { truth: true },
    feedback: ['FB-truth-true'],
    pointsReceived: 1,
  });
  expect(bankQuestion(view, quiz, 'many')).toMatchObject({ pointsReceived: 0, feedback: ['FB-many-red', 'FB-many-dog'] });
  expect(bankQuestion(view, quiz, 'matching').pointsReceived).toBe(1);
  expect(bankQuestion(view, quiz, 'ordering').pointsReceived).toBe(3);
  expect(bankQuestion(view, quiz, 'essay')).toMatchObject({
    response: { text: 'My essay' },
    gradedByHand: true,
    manualPoints: null,
    awaitingReview: true,
    pointsReceived: 0,
  });
  expect(bankQuestion(view, quiz, 'file').files).toEqual([
    expect.objectContaining({ questionKey: quiz.key('file'), name: 'essay.pdf', contentType: 'application/pdf', size: 1234 }),
  ]);
  const [q1, q2] = ownQuestions(view);
  expect(q1.options.map((o) => [o.option, o.status, o.isCorrect])).toEqual([
    ['let', 'NOT_SELECTED', false],
    ['const', 'SELECTED', true],
    ['var', 'NOT_SELECTED', false],
  ]);
  expect(q2).toMatchObject({ pointsReceived: 1.5, otherText: 'symbol', otherPoints: null });
}

describe('the default review options', () => {
  it('a new test takes them', async () => {
    const quiz = await bankQuiz(w);
    const row = await w.t.db.selectFrom('tests').select('review_options').where('id', '=', quiz.testId).executeTakeFirstOrThrow();
    expect(row.review_options).toEqual(DEFAULT_REVIEW_OPTIONS);
  });

  it('show the score only until the close, with the close as moreReviewAt; everything after it', async () => {
    const quiz = await bankQuiz(w, { closesAt: CLOSE });
    await amySubmits(w, quiz);
    const before = await studentView(quiz);
    expect(before.view).toMatchObject({ review: NONE, moreReviewAt: CLOSE.toISOString() });
    expectScoreOnly(before.raw, before.view);
    // The choices, match sides and items are still as Amy saw them: ordering reversed on her paper.
    const ordering = bankQuestion(before.view, quiz, 'ordering');
    expect(ordering.items!.map((i) => i.text)).toEqual(['Third', 'Second', 'First']);
    expect(before.view.questions.map((q) => q.key)).toEqual([
      ...KINDS.map((k) => quiz.key(k)),
      ...quiz.own.map((q) => String(q.questionId)),
    ]);

    w.t.clock.set(CLOSE);
    const after = await studentView(quiz);
    expect(after.view.moreReviewAt).toBeNull();
    expectEverything(after.view, quiz);
  });

  it("count from the student's own close when an accommodation moves it later", async () => {
    const quiz = await bankQuiz(w, { closesAt: CLOSE });
    await amySubmits(w, quiz);
    const later = new Date(CLOSE.getTime() + minutes(120));
    await w.t.db
      .insertInto('test_accommodations')
      .values({ school_id: w.schoolId, test_id: quiz.testId, student_id: w.people.amy, closes_at: later })
      .execute();
    w.t.clock.set(new Date(CLOSE.getTime() + minutes(1)));
    const between = await studentView(quiz);
    expect(between.view).toMatchObject({ review: NONE, moreReviewAt: later.toISOString() });
    expectScoreOnly(between.raw, between.view);
    w.t.clock.set(later);
    expectEverything((await studentView(quiz)).view, quiz);
  });

  it('never show more when the test never closes', async () => {
    const quiz = await bankQuiz(w, { closesAt: null });
    await amySubmits(w, quiz);
    w.t.clock.advance(minutes(60 * 6));
    const { raw, view } = await studentView(quiz);
    expect(view).toMatchObject({ review: NONE, moreReviewAt: null });
    expectScoreOnly(raw, view);
  });
});

describe('review options set by the instructor', () => {
  const options = (afterAttempt: ReviewParts, afterClose: ReviewParts): ReviewOptions => ({ afterAttempt, afterClose });

  it('all off: the score only, before and after the close, and no promise of more', async () => {
    const quiz = await bankQuiz(w, { closesAt: CLOSE, reviewOptions: options(NONE, NONE) });
    await amySubmits(w, quiz);
    for (const at of [START, CLOSE]) {
      w.t.clock.set(at);
      const { raw, view } = await studentView(quiz);
      expect(view).toMatchObject({ review: NONE, moreReviewAt: null });
      expectScoreOnly(raw, view);
    }
  });

  it('all on: everything right after the attempt', async () => {
    const quiz = await bankQuiz(w, { closesAt: CLOSE, reviewOptions: options(ALL, NONE) });
    await amySubmits(w, quiz);
    const { view } = await studentView(quiz);
    expect(view.moreReviewAt).toBeNull();
    expectEverything(view, quiz);
  });

  it('answers only: the responses, without right answers, points per question or feedback', async () => {
    const answersOnly = { answers: true, rightAnswers: false, feedback: false };
    const quiz = await bankQuiz(w, { closesAt: CLOSE, reviewOptions: options(answersOnly, ALL) });
    await amySubmits(w, quiz);
    const { raw, view } = await studentView(quiz);
    expect(view).toMatchObject({ review: answersOnly, moreReviewAt: CLOSE.toISOString() });
    expect(raw).not.toMatch(SECRET_MARKERS);
    expect(raw).not.toContain('isCorrect');
    expect(bankQuestion(view, quiz, 'essay')).toMatchObject({
      response: { text: 'My essay' },
      correctResponse: null,
      pointsReceived: null,
    });
    expect(bankQuestion(view, quiz, 'file').files).toHaveLength(1);
    expect(ownQuestions(view)[1]).toMatchObject({ otherText: 'symbol', pointsReceived: null, otherPoints: null });
    expect(ownQuestions(view)[0].options.map((o) => o.status)).toEqual(['NOT_SELECTED', 'SELECTED', 'NOT_SELECTED']);
  });

  it('feedback only: the feedback of the answers given, nothing else', async () => {
    const feedbackOnly = { answers: false, rightAnswers: false, feedback: true };
    const quiz = await bankQuiz(w, { reviewOptions: options(feedbackOnly, NONE) });
    await amySubmits(w, quiz);
    const { raw, view } = await studentView(quiz);
    expect(raw).not.toMatch(/RA-short|424242|isCorrect/);
    expect(bankQuestion(view, quiz, 'one')).toMatchObject({
      feedback: ['FB-one-right'],
      generalFeedback: 'GF-one',
      response: null,
      correctResponse: null,
    });
  });
});

describe('the instructor', () => {
  it('sees everything, whatever the options and the clock', async () => {
    const quiz = await bankQuiz(w, { closesAt: CLOSE, reviewOptions: { afterAttempt: NONE, afterClose: NONE } });
    await amySubmits(w, quiz);
    const view = await w.ok<QuizAnswerDto>('GET', `lessons/tests/${quiz.testId}/answers/${w.people.amy}`, undefined, {
      token: w.tok.instructor,
    });
    expect(view.moreReviewAt).toBeNull();
    expectEverything(view, quiz);
    expect(bankQuestion(view, quiz, 'file').files![0].url).toMatch(/answer-essay\.pdf-/);
  });

  it('sees essays and file answers awaiting points in the results table', async () => {
    const quiz = await bankQuiz(w);
    await amySubmits(w, quiz);
    const results = await w.ok<QuizResultsDto>('GET', `lessons/tests/${quiz.testId}/answers`, undefined, { token: w.tok.instructor });
    expect(results.objects.find((r) => r.studentId === w.people.amy)).toMatchObject({
      awaitingReview: true,
      pointsReceived: 10.5,
      maxPoints: 26,
    });
    expect(results.objects.find((r) => r.studentId === w.people.ben)).toMatchObject({ awaitingReview: false, tookTest: false });
  });
});

describe('before the attempt is finished', () => {
  it('a student reads no questions before the start, and only their own responses while it runs', async () => {
    const quiz = await bankQuiz(w, { reviewOptions: { afterAttempt: ALL, afterClose: ALL } });
    expect((await studentView(quiz, w.tok.ben)).view).toMatchObject({ status: 'NOT_STARTED', questions: [], points: null, review: NONE });
    await amySubmits(w, quiz);
    await w.t.db
      .updateTable('test_attempts')
      .set({ submitted_at: null, closed_reason: null, points: null, passed: null })
      .where('test_id', '=', quiz.testId)
      .execute();
    const { raw, view } = await studentView(quiz);
    expect(view).toMatchObject({ status: 'IN_PROGRESS', points: null, review: NONE, moreReviewAt: null, awaitingReview: false });
    expect(raw).not.toMatch(SECRET_MARKERS);
    expect(raw).not.toContain('isCorrect');
    expect(bankQuestion(view, quiz, 'essay')).toMatchObject({
      response: { text: 'My essay' },
      awaitingReview: false,
      pointsReceived: null,
    });
  });
});
