import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizDto } from '../../../src/api/quizAuthoring.js';
import type { StudentBankQuestionDto } from '../../../src/api/quizBankItems.js';
import type { StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { BankPaperEntry } from '../../../server/routes/quizzes/paper.js';
import { SECRET_MARKERS } from './paperFixtures.js';
import { paperQuiz, paperWorld, type PaperWorld } from './paperWorld.js';

/*
 * What a student taking a bank test reads must not tell what is right: the raw bodies of
 * start, the test, a save and a submission hold no credit, no feedback or general feedback
 * text (every one carries a marker, paperFixtures.ts), no right short or numerical answer, and
 * a matching's right sides share no id with their lefts, an ordering's items never come in their right order (their ids are dealt out afresh per
 * paper: paperMaker.test.ts).
 */

let w: PaperWorld;
let quiz: QuizDto;
const FORBIDDEN_FIELDS =
  /"(credit|feedback|generalFeedback|feedbackTrue|feedbackFalse|correct|isCorrect|caseSensitive|tolerance|value|pairs)"/;

/** The whole raw body holds no marker; its questions and attempt name no field of a credit or a right answer (the test's own reviewOptions do name 'feedback'). */
const clean = (body: string, what: string) => {
  expect(body, what).not.toMatch(SECRET_MARKERS);
  const json = JSON.parse(body) as { questions?: unknown; attempt?: unknown };
  expect(JSON.stringify([json.questions ?? null, json.attempt ?? null]), what).not.toMatch(FORBIDDEN_FIELDS);
};

beforeAll(async () => {
  w = await paperWorld();
  quiz = await paperQuiz(w, { random: [{ categoryId: w.pool, includeSubcategories: true, drawCount: 2, points: 1 }], shuffle: true });
});
afterAll(async () => {
  await w?.t.close();
});

describe('the raw bodies a student reads while taking a bank test', () => {
  let started: StudentQuizDto;

  it('start and the test: every kind, without credits, feedback or right answers', async () => {
    const res = await w.api('POST', `lessons/students/tests/${quiz.testId}/start`, undefined, { token: w.tok.amy });
    expect(res.statusCode).toBe(200);
    clean(res.body, 'start');
    started = res.json();
    const types = new Set(started.questions.map((q) => q.questionType));
    for (const type of [
      'ONE_FROM_LIST',
      'MANY_FROM_LIST',
      'TRUE_FALSE',
      'SHORT_ANSWER',
      'NUMERICAL',
      'MATCHING',
      'ORDERING',
      'ESSAY',
      'FILE_ANSWER',
    ]) {
      expect(types.has(type as never), type).toBe(true);
    }
    const get = await w.api('GET', `lessons/students/tests/${quiz.testId}`, undefined, { token: w.tok.amy });
    clean(get.body, 'get');
    expect(get.json<StudentQuizDto>().questions).toEqual(started.questions);
  });

  it('shows what the controls need: choices, lefts and rights, items, never in the right order', async () => {
    const paper = (
      await w.t.db
        .selectFrom('test_attempts')
        .select('paper')
        .where('student_id', '=', w.people.amy)
        .where('test_id', '=', quiz.testId)
        .executeTakeFirstOrThrow()
    ).paper!;
    const bank = started.questions.filter((q): q is StudentBankQuestionDto => q.source === 'BANK');
    const byType = (type: string) => bank.find((q) => q.questionType === type)!;
    const ordering = byType('ORDERING');
    const entry = paper.find((e): e is BankPaperEntry => e.key === ordering.key && e.source === 'BANK')!;
    const right = 'items' in entry.question ? entry.question.items : [];
    expect(ordering.items!.map((i) => i.text)).not.toEqual(right.map((i) => i.text));
    expect(ordering.items!.map((i) => i.text).sort()).toEqual(['First', 'Second', 'Third']);
    expect(byType('MATCHING').lefts!.map((l) => l.text)).toEqual(['Left one', 'Left two']);
    expect(
      byType('MATCHING')
        .rights!.map((r) => r.text)
        .sort(),
    ).toEqual(['Right one', 'Right two']);
    // No right side shares its left's id: matching by ids gives nothing.
    const lefts = new Set(byType('MATCHING').lefts!.map((l) => l.id));
    expect(byType('MATCHING').rights!.filter((r) => lefts.has(r.id))).toEqual([]);
    expect(
      byType('ONE_FROM_LIST')
        .choices!.map((c) => c.text)
        .sort(),
    ).toEqual(['Lyon', 'Paris']);
    for (const type of ['SHORT_ANSWER', 'NUMERICAL', 'ESSAY', 'FILE_ANSWER', 'TRUE_FALSE']) {
      expect(Object.keys(byType(type)).sort(), type).toEqual(['key', 'points', 'question', 'questionType', 'source', 'textFormat']);
    }
  });

  it('a save and a submission', async () => {
    const one = started.questions.find((q): q is StudentBankQuestionDto => q.source === 'BANK' && q.questionType === 'ONE_FROM_LIST')!;
    const body = { answers: {}, responses: { [one.key]: { choices: [one.choices![0].id] } } };
    const save = await w.api('PUT', `lessons/students/tests/${quiz.testId}/answers`, body, { token: w.tok.amy });
    expect(save.statusCode).toBe(200);
    clean(save.body, 'save');
    const after = await w.api('GET', `lessons/students/tests/${quiz.testId}`, undefined, { token: w.tok.amy });
    clean(after.body, 'get after save');
    const pass = await w.api('POST', 'lessons/students/tests/pass', { testId: quiz.testId, ...body }, { token: w.tok.amy });
    expect(pass.statusCode).toBe(200);
    clean(pass.body, 'pass');
  });
});
