import { sql } from 'kysely';
import type { QuizDto, QuizInput, QuizListItemDto, QuizSummaryDto } from '../../../src/api/quizAuthoring.js';
import { checkQuizDraft, type QuizBankFacts, type QuizDraftProblem } from '../../../src/api/quizDraftRules.js';
import { DEFAULT_REVIEW_OPTIONS } from '../../../src/api/quizReview.js';
import { DEFAULT_ATTEMPT_RULES, type QuizAttemptRules } from '../../../src/api/quizAttemptRules.js';
import { QUIZ_PASS_PERCENT_DEFAULT } from '../../../src/api/quizLimits.js';
import { formatQuizTime, parseQuizTime } from '../../../src/api/quizTime.js';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { roundPoints } from '../../../src/api/points.js';
import { isWindowOrdered } from '../../../src/api/quizWindow.js';
import { lockQuiz, quizColumns, toQuizRow, type QuizRow } from './access.js';
import { bankFactsFor, poolsOf } from './bankSlots.js';
import { fixTexts, keepsScoring, writeQuestions } from './questionWrites.js';
import { readStructure, instructorQuestions, questionsCountOf, type RandomStructureSlot } from './structure.js';

/*
 * Authoring: a test's fields, questions and options. Once a student has started, the parts
 * that decide scores (questions, their type, points and 'Other', options and their correct
 * marks) are fixed: a change answers 409, while the name, the message, the time limit, the
 * pass mark and the texts of questions and options (typo fixes, ids kept) can still change.
 * A new time limit applies to attempts started afterwards; running ones keep their deadline.
 * The window (opensAt, closesAt) is not a scoring part either: it may change at any time, and
 * running attempts keep their deadline too, even when the close moves before it.
 * A new pass mark re-decides `passed` of the finished attempts.
 * Slots of the course's question bank (fixed questions, draws) are scoring parts too. The
 * presentation (shuffling, review options) may change at any time: papers are made at the start.
 * So may the attempt rules (quizAttemptRules.ts): they decide who may start, and the grade
 * follows a new grading method (test_grades).
 */

export function summaryOf(test: QuizRow, stats: { maxPoints: number; questionsCount: number }): QuizSummaryDto {
  return {
    testId: test.id,
    lessonId: test.lessonId,
    courseId: test.courseId,
    name: test.name,
    testName: test.name,
    messageForStudents: test.message,
    timeToTakeTheTest: formatQuizTime(test.timeLimitSeconds),
    time: { hours: Math.floor(test.timeLimitSeconds / 3600), minutes: Math.floor((test.timeLimitSeconds % 3600) / 60) },
    passPercent: test.passPercent,
    isActive: test.isActive,
    publishedAt: test.publishedAt?.toISOString() ?? null,
    opensAt: test.opensAt?.toISOString() ?? null,
    closesAt: test.closesAt?.toISOString() ?? null,
    shuffleQuestions: test.shuffleQuestions,
    shuffleOptions: test.shuffleOptions,
    reviewOptions: test.reviewOptions,
    maxAttempts: test.maxAttempts,
    gradingMethod: test.gradingMethod,
    attemptWaitMinutes: test.attemptWaitMinutes,
    maxPoints: roundPoints(stats.maxPoints),
    questionsCount: stats.questionsCount,
  };
}

const pointsSum = sql<number>`coalesce((select sum(q.points) from test_questions q where q.test_id = t.id), 0)::int`;
// As questionsCountOf: a draw counts the questions it draws, a fixed description none.
const questionsCount = sql<number>`coalesce((
  select sum(case when b.type = 'DESCRIPTION' then 0 else coalesce(q.draw_count, 1) end)
  from test_questions q left join bank_questions b on b.id = q.bank_question_id
  where q.test_id = t.id), 0)::int`;
const attemptsCount = sql<number>`(select count(*) from test_attempts a where a.test_id = t.id)::int`;

/** The tests of a lesson, oldest first, with their totals; with `publishedBy`, only those published by then (a student's list). */
export async function listQuizzes(db: Db, lessonId: number, publishedBy?: Date): Promise<Array<QuizListItemDto>> {
  const rows = await quizColumns(db)
    .select([pointsSum.as('max_points'), questionsCount.as('questions_count'), attemptsCount.as('answers_count')])
    .where('t.lesson_id', '=', lessonId)
    .$if(publishedBy !== undefined, (q) => q.where('t.published_at', '<=', publishedBy!))
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    ...summaryOf(toQuizRow(row), { maxPoints: row.max_points, questionsCount: row.questions_count }),
    answersCount: row.answers_count,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function countAttempts(db: Db, testId: number): Promise<number> {
  const row = await db
    .selectFrom('test_attempts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The instructor's view of a test, read fresh (also inside a transaction). */
export async function getQuiz(db: Db, test: QuizRow): Promise<QuizDto> {
  const [structure, answersCount] = await Promise.all([readStructure(db, test.id), countAttempts(db, test.id)]);
  const questions = structure?.questions ?? [];
  // Pools are read now, never from a cache: the bank changes without the test knowing.
  const draws = questions.filter((q): q is RandomStructureSlot => q.source === 'RANDOM');
  const pools = await poolsOf(db, test.courseId, draws);
  return {
    ...summaryOf(test, { maxPoints: structure?.maxPoints ?? 0, questionsCount: questionsCountOf(questions) }),
    answersCount,
    createdAt: test.createdAt.toISOString(),
    hasAttempts: answersCount > 0,
    questions: instructorQuestions(questions, pools),
  };
}

/** The problems of bank slots, whose messages are the quizSlots module's (server/i18n/enQuizSlots.ts). */
const SLOT_PROBLEMS = { bankQuestionMissing: 1, categoryMissing: 1, descriptionPoints: 1, drawCountInvalid: 1, poolTooSmall: 1 } as const;

/** The draft's fields after the authoring rules (400 naming the field at fault). */
function checkedFields(input: QuizInput, bank?: QuizBankFacts) {
  const issue = checkQuizDraft(input, bank);
  if (issue) {
    const key =
      issue.problem in SLOT_PROBLEMS
        ? (`quizSlots.${issue.problem as keyof typeof SLOT_PROBLEMS}` as const)
        : (`quizzes.${issue.problem as Exclude<QuizDraftProblem, keyof typeof SLOT_PROBLEMS>}` as const);
    throw badRequest(key, issue.field, { question: issue.question ?? 0, option: issue.option ?? 0, ...issue.params });
  }
  const name = input.name.trim();
  if (!name) throw badRequest('validation.fieldRequired', 'name', { field: 'name' });
  // Left out is no window, on a create and on a save alike (a PUT replaces the whole test).
  const window = { opensAt: input.opensAt ?? null, closesAt: input.closesAt ?? null };
  if (!isWindowOrdered(window)) throw badRequest('quizzes.closesBeforeOpens', 'closesAt');
  return {
    name,
    message: (input.messageForStudents ?? '').trim(),
    timeLimitSeconds: parseQuizTime(input.timeToTakeTheTest)!,
    opens_at: window.opensAt === null ? null : new Date(window.opensAt),
    closes_at: window.closesAt === null ? null : new Date(window.closesAt),
  };
}

export async function createQuiz(
  db: Db,
  place: { schoolId: number; courseId: number; lessonId: number },
  input: QuizInput,
  now: Date,
): Promise<number> {
  checkedFields(input);
  return db.transaction().execute(async (trx) => {
    const fields = checkedFields(input, await bankFactsFor(trx, place.courseId, input.questions));
    const row = await trx
      .insertInto('tests')
      .values({
        school_id: place.schoolId,
        lesson_id: place.lessonId,
        name: fields.name,
        message: fields.message,
        time_limit_seconds: fields.timeLimitSeconds,
        opens_at: fields.opens_at,
        closes_at: fields.closes_at,
        pass_percent: input.passPercent ?? QUIZ_PASS_PERCENT_DEFAULT,
        is_active: input.isActive ?? true,
        shuffle_questions: input.shuffleQuestions ?? false,
        shuffle_options: input.shuffleOptions ?? false,
        review_options: JSON.stringify(input.reviewOptions ?? DEFAULT_REVIEW_OPTIONS),
        max_attempts: input.maxAttempts === undefined ? DEFAULT_ATTEMPT_RULES.maxAttempts : input.maxAttempts,
        grading_method: input.gradingMethod ?? DEFAULT_ATTEMPT_RULES.gradingMethod,
        attempt_wait_minutes: input.attemptWaitMinutes ?? DEFAULT_ATTEMPT_RULES.attemptWaitMinutes,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeQuestions(trx, row.id, [], input.questions);
    // A draft (published_at null): students neither see nor hear of it until it is published (./publishing.ts).
    return row.id;
  });
}

/** Saves a test: see the rules at the top of this file. */
export async function updateQuiz(db: Db, test: QuizRow, input: QuizInput, now: Date): Promise<void> {
  let fields = checkedFields(input);
  const passPercent = input.passPercent ?? test.passPercent;
  await db.transaction().execute(async (trx) => {
    // A student's start takes this lock too, so "no attempts yet" stays true until commit.
    await lockQuiz(trx, test.id, 'update');
    const hasAttempts = (await countAttempts(trx, test.id)) > 0;
    const saved = (await readStructure(trx, test.id))?.questions ?? [];
    if (!hasAttempts) {
      fields = checkedFields(input, await bankFactsFor(trx, test.courseId, input.questions));
      await writeQuestions(trx, test.id, saved, input.questions);
    } else if (!keepsScoring(saved, input.questions)) {
      // The slots are the saved ones (checked when saved): a pool that shrank since does not block a rename.
      throw new AppError(409, 'quizzes.lockedByAttempts', {}, { field: 'questions' });
    }
    const structureChanged = !hasAttempts || (await fixTexts(trx, saved, input.questions));
    await trx
      .updateTable('tests')
      .set({
        name: fields.name,
        message: fields.message,
        time_limit_seconds: fields.timeLimitSeconds,
        opens_at: fields.opens_at,
        closes_at: fields.closes_at,
        pass_percent: passPercent,
        ...(input.isActive === undefined ? {} : { is_active: input.isActive }),
        // Left out keeps them, as isActive and passPercent: a client of the SPEC never sends them.
        ...(input.shuffleQuestions === undefined ? {} : { shuffle_questions: input.shuffleQuestions }),
        ...(input.shuffleOptions === undefined ? {} : { shuffle_options: input.shuffleOptions }),
        ...(input.reviewOptions === undefined ? {} : { review_options: JSON.stringify(input.reviewOptions) }),
        // Not scoring-relevant: they may change once students have started (grades follow, test_grades).
        ...attemptRulesSet(input),
        updated_at: now,
        ...(structureChanged ? { structure_version: sql<number>`structure_version + 1` } : {}),
      })
      .where('id', '=', test.id)
      .execute();
    if (hasAttempts && passPercent !== test.passPercent) {
      await trx
        .updateTable('test_attempts')
        .set({ passed: sql<boolean>`max_points > 0 and points * 100 >= ${passPercent} * max_points - 1e-9` })
        .where('test_id', '=', test.id)
        .where('submitted_at', 'is not', null)
        .execute();
    }
  });
}

/** The tests columns of the attempt rules the input sets (left out: kept). */
function attemptRulesSet(rules: Partial<QuizAttemptRules>) {
  return {
    ...(rules.maxAttempts === undefined ? {} : { max_attempts: rules.maxAttempts }),
    ...(rules.gradingMethod === undefined ? {} : { grading_method: rules.gradingMethod }),
    ...(rules.attemptWaitMinutes === undefined ? {} : { attempt_wait_minutes: rules.attemptWaitMinutes }),
  };
}

/** Deletes a test with its questions and every attempt at it. */
export async function deleteQuiz(db: Db, testId: number): Promise<void> {
  await db.deleteFrom('tests').where('id', '=', testId).execute();
}

export async function setActive(db: Db, testId: number, isActive: boolean, now: Date): Promise<void> {
  await db.updateTable('tests').set({ is_active: isActive, updated_at: now }).where('id', '=', testId).execute();
}
