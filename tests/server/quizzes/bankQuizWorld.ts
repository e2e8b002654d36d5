import type { BankQuestionDto } from '../../../src/api/questionBank.js';
import type { QuizDto, QuizInput } from '../../../src/api/quizAuthoring.js';
import type { ReviewOptions } from '../../../src/api/quizReview.js';
import type { SavedResponse } from '../../../src/api/types.js';
import type { PaperEntry } from '../../../server/routes/quizzes/paper.js';
import { apiClient, ADMIN_EMAIL, INSTRUCTOR_EMAIL, createTestApp, type TestApp } from '../helpers.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from '../schoolFixtures.js';
import { quizDraft } from './fixtures.js';
import { addBankSlots, bankEntry, BANK_KINDS, insertAttempt, insertUpload, makeBankQuestions, type BankKind } from './paperFixtures.js';

/*
 * A course with a bank of every kind, two students and a test of its own two questions plus a
 * fixed slot for each bank question; Amy's finished attempt answers all of them (reviewOptions
 * and handGrading tests). Her paper lists the own questions last, options reversed, so the order
 * the views give is the paper's, not the test's.
 */

export const START = new Date('2026-03-02T09:00:00Z');
export const KINDS = Object.keys(BANK_KINDS) as BankKind[];

export async function bankWorld() {
  const t: TestApp = await createTestApp({ startAt: START });
  const ids = await demoIds(t.db);
  const schoolId = ids.schoolId;
  const courseId = await addCourse(t.db, schoolId, 'Bank tests course');
  const groupId = await addGroup(t.db, schoolId, 'Bank tests group');
  await addGroupToCourse(t.db, courseId, groupId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  const people = {
    amy: await addStudent(t.db, schoolId, { groupId, firstName: 'Amy', lastName: 'Able' }),
    ben: await addStudent(t.db, schoolId, { groupId, firstName: 'Ben', lastName: 'Baker' }),
  };
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: courseId, name: 'Bank lesson', show_date: new Date('2026-03-01T09:00:00Z'), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await createOtherSchool(t.db);
  const tok = {
    instructor: await loginUser(t.app, t.db, ids.user[INSTRUCTOR_EMAIL]),
    admin: await loginUser(t.app, t.db, ids.user[ADMIN_EMAIL]),
    otherSchool: await loginUser(t.app, t.db, other.instructorId),
    amy: await loginUser(t.app, t.db, people.amy),
    ben: await loginUser(t.app, t.db, people.ben),
  };
  const client = apiClient(() => t.app);
  const bank = await makeBankQuestions(client.ok, courseId, tok.instructor);
  return { t, ...client, schoolId, courseId, lessonId: lesson.id, people, tok, bank };
}
export type BankWorld = Awaited<ReturnType<typeof bankWorld>>;

export interface BankQuiz {
  testId: number;
  own: QuizDto['questions'];
  /** Slot id of each kind's fixed slot; its key is String(slot). */
  slots: Record<BankKind, number>;
  key: (kind: BankKind) => string;
}

/** A published test (quizDraft) with a fixed slot for each kind; review options and close as given. */
export async function bankQuiz(
  w: BankWorld,
  setup: { reviewOptions?: ReviewOptions; closesAt?: Date | null; overrides?: Partial<QuizInput> } = {},
): Promise<BankQuiz> {
  const created = await w.ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${w.lessonId}`, quizDraft(setup.overrides), {
    token: w.tok.instructor,
  });
  await w.ok('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: w.tok.instructor });
  const slotIds = await addBankSlots(
    w.t.db,
    created.testId,
    KINDS.map((kind) => w.bank[kind]),
  );
  const slots = Object.fromEntries(KINDS.map((kind, n) => [kind, slotIds[n]])) as Record<BankKind, number>;
  await w.t.db
    .updateTable('tests')
    .set({
      closes_at: setup.closesAt ?? null,
      ...(setup.reviewOptions ? { review_options: JSON.stringify(setup.reviewOptions) } : {}),
    })
    .where('id', '=', created.testId)
    .execute();
  return { testId: created.testId, own: created.questions, slots, key: (kind) => String(slots[kind]) };
}

/** Amy's paper: the bank slots in the test's order, then the own questions with options reversed. */
export function amysPaper(w: BankWorld, quiz: BankQuiz): PaperEntry[] {
  const own = quiz.own.map((q): PaperEntry => ({
    source: 'TEST',
    key: String(q.questionId),
    slotId: q.questionId,
    optionOrder: ownOptions(q).reverse(),
  }));
  return [...KINDS.map((kind) => bankEntry(quiz.slots[kind], w.bank[kind])), ...own];
}

const ownOptions = (question: QuizDto['questions'][number]): number[] =>
  'options' in question ? question.options.map((o) => o.optionId) : [];

const ids = (question: BankQuestionDto): number[] =>
  'answers' in question
    ? question.answers.map((a) => a.id)
    : 'pairs' in question
      ? question.pairs.map((p) => p.id)
      : 'items' in question
        ? question.items.map((i) => i.id)
        : [];

/**
 * Amy's attempt, started 8 minutes ago and submitted now: own Q1 right (2), Q2 'string' and an 'Other' text
 * (1.5 + awaiting); bank one right (2), many Red + Dog (0), truth right (1), short and numeric
 * wrong (0), matching one of two (1), ordering right (3), an essay and a file (awaiting).
 * 10.5 of 26 before grading.
 */
export async function amySubmits(w: BankWorld, quiz: BankQuiz): Promise<{ fileId: number; startedAt: Date }> {
  const [q1, q2] = quiz.own;
  const fileId = await insertUpload(w.t.db, w.schoolId, w.people.amy, 'essay.pdf');
  const [paris] = ids(w.bank.one);
  const [red, , dog] = ids(w.bank.many);
  const [p1] = ids(w.bank.matching);
  const submittedAt = w.t.clock.now();
  const startedAt = new Date(submittedAt.getTime() - 8 * 60_000);
  await insertAttempt(w.t.db, {
    testId: quiz.testId,
    schoolId: w.schoolId,
    studentId: w.people.amy,
    paper: amysPaper(w, quiz),
    answers: { [q1.questionId]: [ownOptions(q1)[1]], [q2.questionId]: [ownOptions(q2)[0]] },
    others: { [q2.questionId]: 'symbol' },
    responses: {
      [quiz.key('one')]: { choices: [paris] },
      [quiz.key('many')]: { choices: [red, dog] },
      [quiz.key('truth')]: { truth: true },
      [quiz.key('short')]: { text: 'a guess' },
      [quiz.key('numeric')]: { text: '1' },
      [quiz.key('matching')]: { matches: { [p1]: p1, [ids(w.bank.matching)[1]]: p1 } },
      [quiz.key('ordering')]: { order: ids(w.bank.ordering) },
      [quiz.key('essay')]: { text: 'My essay' },
      [quiz.key('file')]: { fileIds: [fileId] },
    },
    startedAt,
    submittedAt,
  });
  return { fileId, startedAt };
}
