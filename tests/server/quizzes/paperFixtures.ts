import type { BankCategoryDto, BankQuestionDto, QuestionData, QuestionResponse } from '../../../src/api/questionBank.js';
import type { ListResponse, SavedResponse } from '../../../src/api/types.js';
import type { Db } from '../../../server/db/index.js';
import type { PaperEntry } from '../../../server/routes/quizzes/paper.js';
import { scorePaper } from '../../../server/routes/quizzes/paperScoring.js';
import { readStructure } from '../../../server/routes/quizzes/structure.js';
import { isPassed } from '../../../server/routes/quizzes/scoring.js';
import type { apiClient } from '../helpers.js';

/*
 * Tests built from the bank without the start path: bank questions of every kind made through
 * the bank's API, fixed slots inserted beside a test's own questions, and an attempt with its
 * paper and responses inserted as the start and the submission would leave it (scored by
 * scorePaper, as they score). Every feedback, general feedback and right answer carries a
 * marker (FB-, GF-, RA-) so a raw body can be searched for what it must not hold.
 */

type Ok = ReturnType<typeof apiClient>['ok'];

const head = (name: string, points: number) => ({
  name,
  text: `Question ${name}?`,
  textFormat: 'plain',
  points,
  generalFeedback: `GF-${name}`,
});

/** One question of each kind (DESCRIPTION aside), as the bank's form sends them. */
export const BANK_KINDS = {
  one: {
    ...head('one', 2),
    type: 'ONE_FROM_LIST',
    shuffleAnswers: false,
    answers: [
      { text: 'Paris', credit: 1, feedback: 'FB-one-right' },
      { text: 'Lyon', credit: 0, feedback: 'FB-one-wrong' },
    ],
  },
  many: {
    ...head('many', 2),
    type: 'MANY_FROM_LIST',
    shuffleAnswers: false,
    answers: [
      { text: 'Red', credit: 0.5, feedback: 'FB-many-red' },
      { text: 'Blue', credit: 0.5, feedback: 'FB-many-blue' },
      { text: 'Dog', credit: -1, feedback: 'FB-many-dog' },
    ],
  },
  truth: { ...head('truth', 1), type: 'TRUE_FALSE', correct: true, feedbackTrue: 'FB-truth-true', feedbackFalse: 'FB-truth-false' },
  short: {
    ...head('short', 1),
    type: 'SHORT_ANSWER',
    caseSensitive: false,
    answers: [{ text: 'RA-short', credit: 1, feedback: 'FB-short' }],
  },
  numeric: { ...head('numeric', 1), type: 'NUMERICAL', answers: [{ value: 424242.5, tolerance: 0, credit: 1, feedback: 'FB-numeric' }] },
  matching: {
    ...head('matching', 2),
    type: 'MATCHING',
    pairs: [
      { left: 'Left one', right: 'Right one' },
      { left: 'Left two', right: 'Right two' },
    ],
  },
  ordering: { ...head('ordering', 3), type: 'ORDERING', items: [{ text: 'First' }, { text: 'Second' }, { text: 'Third' }] },
  essay: { ...head('essay', 4), type: 'ESSAY' },
  file: { ...head('file', 5), type: 'FILE_ANSWER' },
} as const;
export type BankKind = keyof typeof BANK_KINDS;

/** What a raw body must not hold before the review allows it: feedback, general feedback, right answers. */
export const SECRET_MARKERS = /FB-|GF-|RA-short|424242/;

/** Makes one question of each kind in the course's bank (its first category). */
export async function makeBankQuestions(ok: Ok, courseId: number, token: string): Promise<Record<BankKind, BankQuestionDto>> {
  const base = `courses/${courseId}/question-bank`;
  const categories = await ok<ListResponse<BankCategoryDto>>('GET', `${base}/categories`, undefined, { token });
  const categoryId = categories.objects[0].categoryId;
  const made = {} as Record<BankKind, BankQuestionDto>;
  for (const [kind, body] of Object.entries(BANK_KINDS) as [BankKind, object][]) {
    made[kind] = await ok<SavedResponse<BankQuestionDto>>('POST', `${base}/questions`, { ...body, categoryId }, { token });
  }
  return made;
}

/** Adds fixed bank slots (each worth its question's points) after a test's own questions; answers their slot ids. */
export async function addBankSlots(db: Db, testId: number, questions: readonly BankQuestionDto[]): Promise<number[]> {
  const last = await db
    .selectFrom('test_questions')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('test_id', '=', testId)
    .executeTakeFirst();
  const ids: number[] = [];
  for (const [n, question] of questions.entries()) {
    const row = await db
      .insertInto('test_questions')
      .values({
        test_id: testId,
        position: Number(last?.max ?? 0) + 1 + n,
        text: '',
        type: 'BANK',
        points: question.points,
        bank_question_id: question.questionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await db
    .updateTable('tests')
    .set((eb) => ({ structure_version: eb('structure_version', '+', 1) }))
    .where('id', '=', testId)
    .execute();
  return ids;
}

/** The question a paper keeps: the bank's as it is now, worth the slot's points. */
function paperQuestion(question: BankQuestionDto, points: number): QuestionData {
  const { questionId: _id, categoryId: _category, categoryPath: _path, createdAt: _created, updatedAt: _updated, ...data } = question;
  return { ...data, points } as QuestionData;
}

/** A bank entry of a paper, in the given (or the question's) order. */
export function bankEntry(slotId: number, question: BankQuestionDto, order?: number[]): PaperEntry {
  const ids =
    'answers' in question && (question.type === 'ONE_FROM_LIST' || question.type === 'MANY_FROM_LIST')
      ? question.answers.map((a) => a.id)
      : 'items' in question
        ? question.items.map((i) => i.id).reverse()
        : 'pairs' in question
          ? question.pairs.map((p) => p.id).reverse()
          : [];
  return {
    source: 'BANK',
    key: String(slotId),
    slotId,
    bankQuestionId: question.questionId,
    question: paperQuestion(question, question.points),
    order: order ?? ids,
  };
}

export interface AttemptFixture {
  testId: number;
  schoolId: number;
  studentId: number;
  paper: PaperEntry[];
  answers?: Record<string, number[]>;
  others?: Record<string, string>;
  responses?: Record<string, QuestionResponse>;
  startedAt: Date;
  /** Left out: the attempt is still running. */
  submittedAt?: Date;
}

/** Inserts an attempt as the start and the submission leave it, scored by scorePaper. */
export async function insertAttempt(db: Db, a: AttemptFixture): Promise<number> {
  const structure = (await readStructure(db, a.testId))!;
  const answers = { choices: a.answers ?? {}, others: a.others ?? {}, otherPoints: {}, responses: a.responses ?? {} };
  const score = scorePaper(structure, a.paper, answers);
  const test = await db.selectFrom('tests').select('pass_percent').where('id', '=', a.testId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('test_attempts')
    .values({
      school_id: a.schoolId,
      test_id: a.testId,
      student_id: a.studentId,
      started_at: a.startedAt,
      deadline: new Date(a.startedAt.getTime() + 30 * 60_000),
      submitted_at: a.submittedAt ?? null,
      closed_reason: a.submittedAt ? 'SUBMITTED' : null,
      answers: JSON.stringify(answers.choices),
      other_texts: JSON.stringify(answers.others),
      other_points: '{}',
      responses: JSON.stringify(answers.responses),
      paper: JSON.stringify(a.paper),
      points: a.submittedAt ? score.points : null,
      max_points: a.submittedAt ? score.maxPoints : null,
      passed: a.submittedAt ? isPassed(score.points, score.maxPoints, test.pass_percent) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A file the student uploaded, as POST /api/static/upload?kind=answer leaves it. */
export async function insertUpload(db: Db, schoolId: number, studentId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      school_id: schoolId,
      uploaded_by: studentId,
      storage_key: `answer-${name}-${Math.random().toString(36).slice(2)}`,
      original_name: name,
      mime: 'application/pdf',
      size: 1234,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
