import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerBankQuestionDto, QuizAnswerDto, QuizResultsDto } from '../../../src/api/quizResults.js';
import type { SavedResponse } from '../../../src/api/types.js';
import type { QuizDto } from '../../../src/api/quizAuthoring.js';
import type { StudentQuizDto } from '../../../src/api/quizAttempts.js';
import { quizDraft } from './fixtures.js';
import { amySubmits, bankQuiz, bankWorld, type BankQuiz, type BankWorld } from './bankQuizWorld.js';
import { insertAttempt } from './paperFixtures.js';

/*
 * Grading essays and file answers by hand (PUT …/answers/{studentId}/other with questionKey):
 * the bounds, what may be graded, who may grade, and that the attempt is re-scored by the one
 * rule, `passed` re-decided and the student told.
 */

let w: BankWorld;
const ALL = { answers: true, rightAnswers: true, feedback: true };

beforeAll(async () => {
  w = await bankWorld();
});
afterAll(async () => {
  await w?.t.close();
});

/** A test passed from 60%, everything shown at once, with Amy's attempt (10.5 of 26) submitted. */
async function gradedQuiz(): Promise<BankQuiz> {
  const quiz = await bankQuiz(w, { reviewOptions: { afterAttempt: ALL, afterClose: ALL }, overrides: { passPercent: 60 } });
  await amySubmits(w, quiz);
  return quiz;
}
const grade = (quiz: BankQuiz, body: object, options: { token?: string; lang?: string; student?: number } = {}) =>
  w.api('PUT', `lessons/tests/${quiz.testId}/answers/${options.student ?? w.people.amy}/other`, body, {
    token: options.token ?? w.tok.instructor,
    lang: options.lang,
  });
const bankQuestion = (view: QuizAnswerDto, key: string) =>
  view.questions.find((q): q is AnswerBankQuestionDto => q.source === 'BANK' && q.key === key)!;

describe('grading an essay and a file answer', () => {
  it('stores the points by key, re-scores the attempt, re-decides passed and tells the student', async () => {
    const quiz = await gradedQuiz();
    const essay = grade(quiz, { questionKey: quiz.key('essay'), points: 3.456 });
    const first = (await essay).json() as SavedResponse<QuizAnswerDto>;
    expect(first).toMatchObject({
      message: 'The points have been saved.',
      points: { pointsReceived: 13.96, maxPoints: 26 },
      passed: false,
      awaitingReview: true,
    });
    expect(bankQuestion(first, quiz.key('essay'))).toMatchObject({ manualPoints: 3.46, pointsReceived: 3.46, awaitingReview: false });

    const file = (await grade(quiz, { questionKey: quiz.key('file'), points: 5 }, { lang: 'ru' })).json() as SavedResponse<QuizAnswerDto>;
    expect(file).toMatchObject({ message: 'Баллы сохранены.', points: { pointsReceived: 18.96 }, passed: true, awaitingReview: true });
    const other = await grade(quiz, { questionId: quiz.own[1].questionId, points: 1 });
    expect(other.json()).toMatchObject({ message: "The points for the 'Other' answer have been saved.", awaitingReview: false });

    const row = await w.t.db.selectFrom('test_attempts').selectAll().where('test_id', '=', quiz.testId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ points: 19.96, max_points: 26, passed: true });
    expect(row.other_points).toEqual({ [quiz.key('essay')]: 3.46, [quiz.key('file')]: 5, [String(quiz.own[1].questionId)]: 1 });
    const results = await w.ok<QuizResultsDto>('GET', `lessons/tests/${quiz.testId}/answers`, undefined, { token: w.tok.instructor });
    expect(results.objects.find((r) => r.studentId === w.people.amy)).toMatchObject({
      pointsReceived: 19.96,
      passed: true,
      awaitingReview: false,
    });

    const notes = await w.t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', w.people.amy)
      .where('kind', '=', 'QUIZ_REGRADED')
      .execute();
    const mine = notes.filter((n) => (n.params as { testId?: number }).testId === quiz.testId);
    expect(mine.map((n) => (n.params as { pointsReceived: number }).pointsReceived).sort((a, b) => a - b)).toEqual([13.96, 18.96, 19.96]);
    const student = await w.ok<QuizAnswerDto>('GET', `lessons/students/tests/${quiz.testId}/answer`, undefined, { token: w.tok.amy });
    expect(student).toMatchObject({ points: { pointsReceived: 19.96 }, passed: true, awaitingReview: false });
    expect(bankQuestion(student, quiz.key('file'))).toMatchObject({ manualPoints: 5, pointsReceived: 5 });
  });

  it("refuses points beyond the question's, in both languages, and a grade of 0 counts", async () => {
    const quiz = await gradedQuiz();
    for (const [lang, message] of [
      ['en', 'The points must be from 0 to 4.'],
      ['ru', undefined],
    ] as const) {
      const res = await grade(quiz, { questionKey: quiz.key('essay'), points: 4.01 }, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'points', ...(message ? { message } : {}) });
      if (!message) expect(res.json().message).toMatch(/4/);
    }
    expect((await grade(quiz, { questionKey: quiz.key('essay'), points: -1 })).statusCode).toBe(400);
    const zero = (await grade(quiz, { questionKey: quiz.key('essay'), points: 0 })).json() as QuizAnswerDto;
    expect(bankQuestion(zero, quiz.key('essay'))).toMatchObject({ manualPoints: 0, awaitingReview: false });
    expect(zero.points).toEqual({ pointsReceived: 10.5, maxPoints: 26 });
  });

  it('refuses a key not on the paper, a question not graded by hand, an empty answer and a body naming both or neither', async () => {
    const quiz = await gradedQuiz();
    const cases: Array<[object, string, string]> = [
      [{ questionKey: '999999', points: 1 }, 'questionKey', 'This question is not in the test.'],
      [{ questionKey: `${quiz.slots.essay}-1`, points: 1 }, 'questionKey', 'This question is not in the test.'],
      [{ questionKey: quiz.key('truth'), points: 1 }, 'questionKey', 'Only essays and file answers are graded by hand (questionKey).'],
      [
        { questionKey: quiz.key('essay'), questionId: quiz.own[1].questionId, points: 1 },
        'questionKey',
        'Name the answer to grade: give either questionId or questionKey, not both.',
      ],
      [{ points: 1 }, 'questionKey', 'Name the answer to grade: give either questionId or questionKey, not both.'],
    ];
    for (const [body, field, message] of cases) {
      expect((await grade(quiz, body)).json(), JSON.stringify(body)).toMatchObject({ status: 400, field, message });
    }
    const ru = await grade(quiz, { points: 1 }, { lang: 'ru' });
    expect(ru.json().message).toBe('Укажите, какой ответ оценить: questionId или questionKey, но не оба сразу.');
    expect((await grade(quiz, { questionKey: 'abc', points: 1 })).statusCode).toBe(400);

    // Ben's attempt left the essay empty: nothing to grade.
    await insertAttempt(w.t.db, {
      testId: quiz.testId,
      schoolId: w.schoolId,
      studentId: w.people.ben,
      paper: (
        await w.t.db
          .selectFrom('test_attempts')
          .select('paper')
          .where('student_id', '=', w.people.amy)
          .where('test_id', '=', quiz.testId)
          .executeTakeFirstOrThrow()
      ).paper!,
      responses: { [quiz.key('essay')]: { text: '   ' } },
      startedAt: new Date(w.t.clock.now().getTime() - 60_000),
      submittedAt: w.t.clock.now(),
    });
    expect((await grade(quiz, { questionKey: quiz.key('essay'), points: 1 }, { student: w.people.ben })).json()).toMatchObject({
      status: 400,
      field: 'questionKey',
      message: 'The student gave no answer to this question: there is nothing to grade.',
    });
  });

  it('refuses a running attempt (409)', async () => {
    const quiz = await gradedQuiz();
    await w.t.db.updateTable('test_attempts').set({ submitted_at: null, closed_reason: null }).where('test_id', '=', quiz.testId).execute();
    expect((await grade(quiz, { questionKey: quiz.key('essay'), points: 1 })).json()).toMatchObject({
      status: 409,
      message: 'The student has not finished the test yet.',
    });
  });

  it("answers 404 to another school's instructor and 403 to a student or an admin, changing nothing", async () => {
    const quiz = await gradedQuiz();
    const body = { questionKey: quiz.key('essay'), points: 1 };
    expect((await grade(quiz, body, { token: w.tok.otherSchool })).statusCode).toBe(404);
    expect((await grade(quiz, body, { token: w.tok.amy })).statusCode).toBe(403);
    expect((await grade(quiz, body, { token: w.tok.admin })).statusCode).toBe(403);
    const row = await w.t.db
      .selectFrom('test_attempts')
      .select(['other_points', 'points'])
      .where('test_id', '=', quiz.testId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ other_points: {}, points: 10.5 });
  });

  it('records the grading in the audit log with the key', async () => {
    const quiz = await gradedQuiz();
    await grade(quiz, { questionKey: quiz.key('file'), points: 2 });
    const rows = await w.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'quiz')
      .where('entity_id', '=', quiz.testId)
      .execute();
    expect(rows.map((r) => [r.action, r.details])).toContainEqual([
      'grade',
      { studentId: w.people.amy, questionId: null, questionKey: quiz.key('file'), points: 2 },
    ]);
  });
});

describe('through the real start and submission', () => {
  it('grades an essay a student submitted, who reads the new score at once and the rest after the close', async () => {
    const draft = quizDraft({ name: 'Real paper', passPercent: 60 });
    const slots = (['essay', 'truth'] as const).map((kind) => ({
      questionType: 'FROM_BANK' as const,
      bankQuestionId: w.bank[kind].questionId,
      points: w.bank[kind].points,
    }));
    const created = await w.ok<SavedResponse<QuizDto>>(
      'POST',
      `lessons/tests/${w.lessonId}`,
      { ...draft, questions: [...draft.questions, ...slots] },
      { token: w.tok.instructor },
    );
    await w.ok('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: w.tok.instructor });
    const started = await w.ok<StudentQuizDto>('POST', `lessons/students/tests/${created.testId}/start`, undefined, { token: w.tok.ben });
    const keyOf = (type: string) => started.questions.find((q) => q.source === 'BANK' && q.questionType === type)!.key;
    const responses = { [keyOf('ESSAY')]: { text: 'Ben writes' }, [keyOf('TRUE_FALSE')]: { truth: true } };
    await w.ok('POST', 'lessons/students/tests/pass', { testId: created.testId, answers: {}, responses }, { token: w.tok.ben });

    const quiz = { testId: created.testId } as BankQuiz;
    const graded = (await grade(quiz, { questionKey: keyOf('ESSAY'), points: 4 }, { student: w.people.ben })).json() as QuizAnswerDto;
    // 1 (true/false) + 4 (the essay) of 5 + 4 + 1.
    expect(graded).toMatchObject({ points: { pointsReceived: 5, maxPoints: 10 }, passed: false, awaitingReview: false });
    expect(bankQuestion(graded, keyOf('ESSAY'))).toMatchObject({ response: { text: 'Ben writes' }, manualPoints: 4, pointsReceived: 4 });

    const res = await w.api('GET', `lessons/students/tests/${created.testId}/answer`, undefined, { token: w.tok.ben });
    expect(res.json()).toMatchObject({
      points: { pointsReceived: 5, maxPoints: 10 },
      passed: false,
      review: { answers: false, rightAnswers: false, feedback: false },
    });
    expect(res.body).not.toMatch(/Ben writes|FB-|GF-|"manualPoints":4/);
  });
});
