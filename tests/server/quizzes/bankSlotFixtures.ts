import type { BankCategoryDto, BankQuestionDto } from '../../../src/api/questionBank.js';
import type { QuizInput, QuizQuestionInput } from '../../../src/api/quizAuthoring.js';
import type { ListResponse, SavedResponse } from '../../../src/api/types.js';
import type { Db } from '../../../server/db/index.js';
import { afterAll, beforeAll } from 'vitest';
import { apiClient, createTestApp, INSTRUCTOR_EMAIL, type ApiClient, type TestApp } from '../helpers.js';
import { addGroup, addStudent, addCourse, createOtherSchool, demoIds } from '../schoolFixtures.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';

/*
 * A course whose bank holds: under the top category "Algebra" two one-from-list questions and
 * a description; under "Algebra/Linear" two true/false questions. A second course of the same
 * instructor and a course of another school have a question and a category each, which the
 * first course's tests must not name.
 */

export interface BankWorld {
  courseId: number;
  lessonId: number;
  studentId: number;
  schoolId: number;
  algebra: number;
  linear: number;
  choice: number[];
  description: number;
  truths: number[];
  /** Another course of the same instructor, and another school's course: a question and a category of each. */
  foreign: { question: number; category: number; schoolQuestion: number; schoolCategory: number };
  tok: { instructor: string };
}

const choice = (categoryId: number, name: string) => ({
  categoryId,
  name,
  type: 'ONE_FROM_LIST',
  text: `${name}?`,
  textFormat: 'plain',
  points: 3,
  shuffleAnswers: true,
  answers: [
    { text: 'Yes', credit: 1, feedback: '' },
    { text: 'No', credit: 0, feedback: '' },
  ],
});
const truth = (categoryId: number, name: string) => ({
  categoryId,
  name,
  type: 'TRUE_FALSE',
  text: `${name}.`,
  textFormat: 'plain',
  points: 1,
  correct: true,
  feedbackTrue: '',
  feedbackFalse: '',
});
const description = (categoryId: number) => ({
  categoryId,
  name: 'Intro',
  type: 'DESCRIPTION',
  text: 'Read this.',
  textFormat: 'plain',
  points: 0,
});

/** Makes a bank in `courseId` through the API: [category ids by name, question ids]. */
async function fillBank(ok: ApiClient['ok'], courseId: number, token: string) {
  const bank = (p: string) => `courses/${courseId}/question-bank${p}`;
  const top = await ok<SavedResponse<BankCategoryDto>>('POST', bank('/categories'), { name: 'Algebra' }, { token });
  const sub = await ok<SavedResponse<BankCategoryDto>>(
    'POST',
    bank('/categories'),
    { name: 'Linear', parentId: top.categoryId },
    { token },
  );
  const add = async (body: object) => (await ok<SavedResponse<BankQuestionDto>>('POST', bank('/questions'), body, { token })).questionId;
  return { algebra: top.categoryId, linear: sub.categoryId, add };
}

async function makeBankWorld(t: TestApp, ok: ApiClient['ok']): Promise<BankWorld> {
  const ids = await demoIds(t.db);
  const instructorId = ids.user[INSTRUCTOR_EMAIL];
  const courseId = await addCourse(t.db, ids.schoolId, 'Bank tests course');
  const secondCourse = await addCourse(t.db, ids.schoolId, 'Second bank course');
  await assign(t.db, courseId, instructorId);
  await assign(t.db, secondCourse, instructorId);
  const groupId = await addGroup(t.db, ids.schoolId, 'Bank tests group');
  await addGroupToCourse(t.db, courseId, groupId);
  const studentId = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Bea', lastName: 'Bank' });
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: ids.schoolId, course_id: courseId, name: 'Bank lesson', show_date: new Date('2026-01-01T00:00:00Z'), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const instructor = await loginUser(t.app, t.db, instructorId);
  const own = await fillBank(ok, courseId, instructor);
  const choices = [await own.add(choice(own.algebra, 'Is 1 odd')), await own.add(choice(own.algebra, 'Is 4 even'))];
  const intro = await own.add(description(own.algebra));
  const truths = [await own.add(truth(own.linear, 'Lines are straight')), await own.add(truth(own.linear, 'Planes are flat'))];
  const second = await fillBank(ok, secondCourse, instructor);
  const secondQuestion = await second.add(choice(second.algebra, 'Elsewhere'));
  const other = await createOtherSchool(t.db);
  await assign(t.db, other.courseId, other.instructorId);
  const otherToken = await loginUser(t.app, t.db, other.instructorId);
  const far = await fillBank(ok, other.courseId, otherToken);
  const farQuestion = await far.add(choice(far.algebra, 'Far away'));
  return {
    courseId,
    lessonId: lesson.id,
    studentId,
    schoolId: ids.schoolId,
    algebra: own.algebra,
    linear: own.linear,
    choice: choices,
    description: intro,
    truths,
    foreign: { question: secondQuestion, category: second.algebra, schoolQuestion: farQuestion, schoolCategory: far.algebra },
    tok: { instructor },
  };
}

/** The app and bank world of one test file: made before its tests, closed after them. */
interface BankSuite {
  t: TestApp;
  w: BankWorld;
}

/** Registers the file's setup; the suite's fields are there once its tests run. Calls go as the instructor. */
export function useBankWorld() {
  const suite = {} as BankSuite;
  const client = apiClient(
    () => suite.t.app,
    () => suite.w.tok.instructor,
  );
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.w = await makeBankWorld(suite.t, client.ok);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return { suite, ...client };
}

/** A fixed bank question slot. */
export const fixed = (bankQuestionId: number, points = 5) => ({ questionType: 'FROM_BANK' as const, bankQuestionId, points });
/** A draw of `drawCount` from a category. */
export const draw = (categoryId: number, drawCount: number, includeSubcategories = true, points = 2) => ({
  questionType: 'RANDOM' as const,
  categoryId,
  includeSubcategories,
  drawCount,
  points,
});

/** An own one-from-list question worth 2. */
export const ownQuestion = (questionId?: number): QuizQuestionInput => ({
  ...(questionId ? { questionId } : {}),
  question: 'Which keyword declares a constant?',
  questionType: 'ONE_FROM_LIST',
  points: 2,
  options: [
    { option: 'var', isCorrect: false },
    { option: 'const', isCorrect: true },
  ],
});

export const bankQuiz = (questions: QuizQuestionInput[], overrides: Partial<QuizInput> = {}): QuizInput => ({
  name: 'Bank quiz',
  timeToTakeTheTest: '00:30:00',
  questions,
  ...overrides,
});

/** A finished attempt row, as if a student had taken the test (the start path is another's). */
export async function insertAttempt(db: Db, world: BankWorld, testId: number): Promise<void> {
  const at = new Date('2026-02-01T10:00:00Z');
  await db
    .insertInto('test_attempts')
    .values({
      school_id: world.schoolId,
      test_id: testId,
      student_id: world.studentId,
      started_at: at,
      deadline: new Date(at.getTime() + 1_800_000),
      saved_at: at,
      submitted_at: at,
      closed_reason: 'SUBMITTED',
      answers: '{}',
      other_texts: '{}',
      other_points: '{}',
      points: 0,
      max_points: 1,
      passed: false,
    })
    .execute();
}

export type QuizList = ListResponse<{ testId: number; questionsCount: number; maxPoints: number }>;
