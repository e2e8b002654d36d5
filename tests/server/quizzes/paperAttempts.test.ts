import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionData, QuestionResponse } from '../../../src/api/questionBank.js';
import type { QuizDto } from '../../../src/api/quizAuthoring.js';
import type { QuizPassResponse, StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { AnswerBankQuestionDto, QuizAnswerDto } from '../../../src/api/quizResults.js';
import type { BankPaperEntry, PaperEntry } from '../../../server/routes/quizzes/paper.js';
import { closeExpiredAttempts } from '../../../server/routes/quizzes/attempts.js';
import { studentQuestions } from '../../../server/routes/quizzes/paperViews.js';
import { startInOneStatement } from '../../../server/routes/quizzes/startFast.js';
import { readStructure } from '../../../server/routes/quizzes/structure.js';
import { minutes } from '../helpers.js';
import { insertUpload } from './paperFixtures.js';
import { KINDS, paperQuiz, paperWorld, start, type PaperWorld, type Student } from './paperWorld.js';

/*
 * Taking a test built from the bank through the API: each student's paper (fixed slots of
 * every kind, a draw from a category with its subcategory, shuffled), saving and submitting
 * responses of every kind scored as questionScoring.ts scores them, the checks' 400s in both
 * languages, the time-up close, and a start refused once the pool shrank.
 */

let w: PaperWorld;
let quiz: QuizDto;
const RANDOM = { drawCount: 3, points: 2, includeSubcategories: true };

const row = (testId: number, who: Student) =>
  w.t.db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', testId)
    .where('student_id', '=', w.people[who])
    .executeTakeFirstOrThrow();
const paperOf = async (who: Student): Promise<PaperEntry[]> => (await row(quiz.testId, who)).paper!;
const bankEntries = (paper: PaperEntry[]) => paper.filter((e): e is BankPaperEntry => e.source === 'BANK');

/** The response that earns a question everything it can earn automatically. */
function rightResponse(q: QuestionData, fileId: number): QuestionResponse | undefined {
  switch (q.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST':
      return { choices: q.answers.filter((a) => a.credit > 0).map((a) => a.id) };
    case 'TRUE_FALSE':
      return { truth: q.correct };
    case 'SHORT_ANSWER':
      return { text: q.answers[0].text };
    case 'NUMERICAL':
      return { text: String(q.answers[0].value) };
    case 'MATCHING': {
      // The paper offers each right side as a pair of its own (paperMaker.ts matchingCopy).
      const offered = (right: string) => q.pairs.find((p) => p.left === '' && p.right === right)!.id;
      return { matches: Object.fromEntries(q.pairs.filter((p) => p.left).map((p) => [p.id, offered(p.right)])) };
    }
    case 'ORDERING':
      return { order: q.items.map((i) => i.id) };
    case 'ESSAY':
      return { text: 'My essay' };
    case 'FILE_ANSWER':
      return { fileIds: [fileId] };
    default:
      return undefined;
  }
}

/** Q1 const, Q2 string + number: 5 points. */
const ownRight = () => {
  const [q1, q2] = quiz.questions as Extract<QuizDto['questions'][number], { options: unknown }>[];
  return { [q1.questionId]: [q1.options[1].optionId], [q2.questionId]: [q2.options[0].optionId, q2.options[2].optionId] };
};

beforeAll(async () => {
  w = await paperWorld();
  quiz = await paperQuiz(w, { random: [{ categoryId: w.pool, ...RANDOM }], shuffle: true });
});
afterAll(async () => {
  await w?.t.close();
});

describe("a student's paper", () => {
  it('holds every fixed slot and its own draw, no description, no repeat, the same on every read', async () => {
    const drawable = new Set([...w.poolQuestions, ...w.deepQuestions]);
    const randomSlot = quiz.questions.find((q) => q.questionType === 'RANDOM')!.questionId;
    for (const who of ['amy', 'ben'] as const) {
      const started = await start(w, quiz.testId, who);
      expect(started.questions).toHaveLength(2 + KINDS.length + RANDOM.drawCount);
      expect(started.questionsCount).toBe(2 + KINDS.length + RANDOM.drawCount);
      const keys = started.questions.map((q) => q.key);
      expect(new Set(keys).size).toBe(keys.length);
      const drawn = keys.filter((k) => k.startsWith(`${randomSlot}-`)).map((k) => Number(k.split('-')[1]));
      expect(drawn).toHaveLength(3);
      expect(drawn.every((id) => drawable.has(id))).toBe(true);
      const paper = await paperOf(who);
      expect(paper.map((e) => e.key)).toEqual(keys);
      // Own options keep their ids, whatever the order.
      for (const own of started.questions.filter((q) => q.source === 'TEST')) {
        const authored = quiz.questions.find((q) => q.questionId === (own as { questionId: number }).questionId) as {
          options: { optionId: number }[];
        };
        expect(own.options.map((o) => o.optionId).sort()).toEqual(authored.options.map((o) => o.optionId).sort());
      }
      w.t.clock.advance(minutes(1));
      const again = await w.ok<StudentQuizDto>('GET', `lessons/students/tests/${quiz.testId}`, undefined, { token: w.tok[who] });
      expect(again.questions).toEqual(started.questions);
      // What a fresh process shows: the paper as stored, read against the structure as stored.
      expect(studentQuestions((await readStructure(w.t.db, quiz.testId))!, paper)).toEqual(started.questions);
    }
  });

  it('starts a later student in one statement with a paper of their own', async () => {
    const student = { id: w.people.dan, schoolId: w.schoolId, role: 'STUDENT' as const };
    const started = await startInOneStatement(w.t.db, student, quiz.testId, w.t.clock.now());
    expect(started?.attempt.paper).toHaveLength(2 + KINDS.length + RANDOM.drawCount);
    expect((await row(quiz.testId, 'dan')).paper).toEqual(started?.attempt.paper);
  });
});

describe('saving and submitting responses', () => {
  it('scores full marks, with the essay and the file awaiting review, and shows the files', async () => {
    const fileId = await insertUpload(w.t.db, w.schoolId, w.people.amy, 'answer.pdf');
    const responses = Object.fromEntries(
      bankEntries(await paperOf('amy')).flatMap((e) => {
        const response = rightResponse(e.question, fileId);
        return response ? [[e.key, response]] : [];
      }),
    );
    const url = `lessons/students/tests/${quiz.testId}/answers`;
    await w.ok('PUT', url, { answers: ownRight(), responses }, { token: w.tok.amy });
    expect((await row(quiz.testId, 'amy')).responses).toEqual(responses);
    const view = await w.ok<StudentQuizDto>('GET', `lessons/students/tests/${quiz.testId}`, undefined, { token: w.tok.amy });
    expect(view.attempt?.responses).toEqual(responses);
    expect(view.attempt?.files).toEqual([
      expect.objectContaining({
        fileId,
        name: 'answer.pdf',
        size: 1234,
        contentType: 'application/pdf',
        url: expect.stringMatching(/^\/api\/static\/files\//),
      }),
    ]);
    const passed = await w.ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { testId: quiz.testId, answers: ownRight(), responses },
      { token: w.tok.amy },
    );
    // Own 5 + one 2, many 2, truth 1, short 1, numeric 1, matching 2, ordering 3 + three draws × 2; of 32.
    expect(passed).toMatchObject({ points: { pointsReceived: 23, maxPoints: 32 }, awaitingReview: true });
  });

  it("names, in the review's right answers, the right sides and items the paper shows", async () => {
    // Amy's full-marks attempt above: a matching copy's right sides carry fresh ids (paperMaker.ts matchingCopy).
    const view = await w.ok<QuizAnswerDto>('GET', `lessons/tests/${quiz.testId}/answers/${w.people.amy}`, undefined, {
      token: w.tok.instructor,
    });
    const bank = view.questions.filter((q): q is AnswerBankQuestionDto => q.source === 'BANK');
    const matching = bank.find((q) => q.questionType === 'MATCHING')!;
    const rightText = new Map(matching.rights!.map((r) => [r.id, r.text]));
    const matches = matching.correctResponse && 'matches' in matching.correctResponse ? matching.correctResponse.matches : {};
    expect(matching.lefts!.map((l) => [l.text, rightText.get(matches[String(l.id)])])).toEqual([
      ['Left one', 'Right one'],
      ['Left two', 'Right two'],
    ]);
    const ordering = bank.find((q) => q.questionType === 'ORDERING')!;
    const itemText = new Map(ordering.items!.map((i) => [i.id, i.text]));
    const order = ordering.correctResponse && 'order' in ordering.correctResponse ? ordering.correctResponse.order : [];
    expect(order.map((id) => itemText.get(id))).toEqual(['First', 'Second', 'Third']);
  });

  it('scores partial and zero responses', async () => {
    const paper = bankEntries(await paperOf('ben'));
    const responses: Record<string, QuestionResponse> = {};
    for (const e of paper) {
      const q = e.question;
      if (q.type === 'ONE_FROM_LIST') responses[e.key] = { choices: [q.answers[1].id] };
      if (q.type === 'MANY_FROM_LIST') responses[e.key] = { choices: [q.answers[0].id] };
      if (q.type === 'TRUE_FALSE') responses[e.key] = { truth: !q.correct };
      if (q.type === 'MATCHING') responses[e.key] = { matches: { [q.pairs[0].id]: q.pairs[0].id, [q.pairs[1].id]: q.pairs[0].id } };
      if (q.type === 'ORDERING') responses[e.key] = { order: [q.items[1].id, q.items[0].id, q.items[2].id] };
      if (q.type === 'SHORT_ANSWER') responses[e.key] = { text: 'no idea' };
    }
    const passed = await w.ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { testId: quiz.testId, answers: {}, responses },
      { token: w.tok.ben },
    );
    // many Red 1, matching one of two 1, ordering the third in place 1.
    expect(passed).toMatchObject({ points: { pointsReceived: 3, maxPoints: 32 }, awaitingReview: false, passed: false });
  });
});

describe('checks', () => {
  const save = (responses: object, lang?: 'en' | 'ru') =>
    w.api('PUT', `lessons/students/tests/${quiz.testId}/answers`, { answers: {}, responses }, { token: w.tok.cat, lang });
  let view: StudentQuizDto;
  const keyOf = (type: string) => view.questions.find((q) => q.source === 'BANK' && q.questionType === type)!.key;
  const numberOf = (type: string) => view.questions.findIndex((q) => q.source === 'BANK' && q.questionType === type) + 1;

  beforeAll(async () => {
    view = await start(w, quiz.testId, 'cat');
  });

  it('refuses responses that do not fit, naming the question as the student numbers it, in English and Russian', async () => {
    const cases: [object, 'en' | 'ru', string][] = [
      [{ 99: { truth: true } }, 'en', 'Question 99 is not on your test paper.'],
      [{ [keyOf('ESSAY')]: { truth: true } }, 'en', `The answer to question ${numberOf('ESSAY')} is not of the kind this question takes.`],
      [{ [keyOf('ESSAY')]: { truth: true } }, 'ru', `Ответ на вопрос ${numberOf('ESSAY')} не того вида, который принимает этот вопрос.`],
      [
        { [keyOf('ONE_FROM_LIST')]: { choices: [999999] } },
        'en',
        `An answer to question ${numberOf('ONE_FROM_LIST')} names a choice the question does not have.`,
      ],
      [{ [keyOf('ESSAY')]: { text: 'x'.repeat(20_001) } }, 'ru', `Ответ на вопрос ${numberOf('ESSAY')} слишком длинный.`],
    ];
    for (const [responses, lang, message] of cases) {
      expect((await save(responses, lang)).json(), message).toEqual({ status: 400, message, field: expect.any(String) });
    }
    const one = (await paperOf('cat')).find((e) => e.key === keyOf('ONE_FROM_LIST')) as BankPaperEntry;
    const ids = 'answers' in one.question ? one.question.answers.map((a) => a.id) : [];
    expect((await save({ [keyOf('ONE_FROM_LIST')]: { choices: ids } }, 'ru')).json()).toMatchObject({
      status: 400,
      message: `На вопрос ${numberOf('ONE_FROM_LIST')} можно дать только один ответ.`,
    });
  });

  it('refuses a file the student did not upload, also on submission, and keeps what was saved', async () => {
    const bens = await insertUpload(w.t.db, w.schoolId, w.people.ben, 'ben.pdf');
    const responses = { [keyOf('FILE_ANSWER')]: { fileIds: [bens] } };
    expect((await save(responses)).json()).toMatchObject({
      status: 400,
      message: `Question ${numberOf('FILE_ANSWER')}: file ${bens} is not a file you uploaded.`,
    });
    const pass = await w.api('POST', 'lessons/students/tests/pass', { testId: quiz.testId, answers: {}, responses }, { token: w.tok.cat });
    expect(pass.statusCode).toBe(400);
    expect((await row(quiz.testId, 'cat')).submitted_at).toBeNull();
  });

  it('closes at time-up with the responses saved, scored', async () => {
    const paper = bankEntries(await paperOf('cat'));
    const responses = Object.fromEntries(
      paper.filter((e) => e.question.type === 'TRUE_FALSE').map((e) => [e.key, rightResponse(e.question, 0)]),
    );
    expect((await save(responses)).statusCode).toBe(200);
    w.t.clock.advance(minutes(40));
    expect(await closeExpiredAttempts(w.t.db, w.t.clock.now(), { testId: quiz.testId })).toBeGreaterThan(0);
    // The fixed true/false 1 + three draws × 2.
    expect(await row(quiz.testId, 'cat')).toMatchObject({ closed_reason: 'TIME_UP', points: 7, max_points: 32 });
  });
});

describe('a pool smaller than its draw', () => {
  it('refuses the start (409, both languages) and starts nothing', async () => {
    const small = await paperQuiz(w, { kinds: [], random: [{ categoryId: w.deep, includeSubcategories: false, drawCount: 2, points: 1 }] });
    await w.t.db.updateTable('bank_questions').set({ category_id: w.pool }).where('id', '=', w.deepQuestions[1]).execute();
    const message =
      'This test cannot be started now: question 3 draws 2 questions from the category "Pool / Deep", which has only 1. Tell your instructor.';
    expect((await w.api('POST', `lessons/students/tests/${small.testId}/start`, undefined, { token: w.tok.amy })).json()).toEqual({
      status: 409,
      message,
    });
    const ru = await w.api('POST', `lessons/students/tests/${small.testId}/start`, undefined, { token: w.tok.ben, lang: 'ru' });
    expect(ru.json()).toMatchObject({ status: 409, message: expect.stringContaining('«Pool / Deep», а в ней только 1') });
    expect(await w.t.db.selectFrom('test_attempts').select('id').where('test_id', '=', small.testId).execute()).toEqual([]);
    await w.t.db.updateTable('bank_questions').set({ category_id: w.deep }).where('id', '=', w.deepQuestions[1]).execute();
  });

  it('gives no paper to a test of its own questions, unshuffled', async () => {
    const plain = await paperQuiz(w, { kinds: [] });
    await start(w, plain.testId, 'amy');
    expect((await row(plain.testId, 'amy')).paper).toBeNull();
  });
});
