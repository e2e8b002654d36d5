import type { BankCategoryDto, BankQuestionDto } from '../../../src/api/questionBank.js';
import type { QuizDto, QuizQuestionInput } from '../../../src/api/quizAuthoring.js';
import type { StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { apiClient, INSTRUCTOR_EMAIL, createTestApp, type TestApp } from '../helpers.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';
import { addCourse, addGroup, addStudent, demoIds } from '../schoolFixtures.js';
import { quizDraft } from './fixtures.js';
import { BANK_KINDS, makeBankQuestions, type BankKind } from './paperFixtures.js';

/*
 * Taking tests built from the bank: a course whose bank holds one question of every kind
 * (paperFixtures.ts, markers in every feedback and right answer) and a category "Pool" of
 * three true/false questions (all true) with a subcategory "Deep" of two more and a
 * description; students Amy, Ben, Cat and Dan. Tests are made through the authoring API.
 */

export const START = new Date('2026-04-06T09:00:00Z');
export const KINDS = Object.keys(BANK_KINDS) as BankKind[];
const STUDENTS = ['amy', 'ben', 'cat', 'dan'] as const;
export type Student = (typeof STUDENTS)[number];

const truth = (categoryId: number, name: string) => ({
  categoryId,
  name,
  type: 'TRUE_FALSE',
  text: `Pool ${name}?`,
  textFormat: 'plain',
  points: 1,
  generalFeedback: `GF-${name}`,
  correct: true,
  feedbackTrue: 'FB-pool-true',
  feedbackFalse: 'FB-pool-false',
});

export async function paperWorld() {
  const t: TestApp = await createTestApp({ startAt: START });
  const ids = await demoIds(t.db);
  const schoolId = ids.schoolId;
  const courseId = await addCourse(t.db, schoolId, 'Paper course');
  const groupId = await addGroup(t.db, schoolId, 'Paper group');
  await addGroupToCourse(t.db, courseId, groupId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  const people = {} as Record<Student, number>;
  for (const name of STUDENTS) people[name] = await addStudent(t.db, schoolId, { groupId, firstName: name.toUpperCase() });
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: courseId, name: 'Paper lesson', show_date: new Date('2026-04-01T09:00:00Z'), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tok = { instructor: await loginUser(t.app, t.db, ids.user[INSTRUCTOR_EMAIL]) } as Record<Student | 'instructor', string>;
  for (const name of STUDENTS) tok[name] = await loginUser(t.app, t.db, people[name]);
  const client = apiClient(() => t.app);
  const bank = await makeBankQuestions(client.ok, courseId, tok.instructor);
  const base = `courses/${courseId}/question-bank`;
  const category = async (name: string, parentId?: number) =>
    (await client.ok<SavedResponse<BankCategoryDto>>('POST', `${base}/categories`, { name, parentId }, { token: tok.instructor }))
      .categoryId;
  const add = async (body: object) =>
    (await client.ok<SavedResponse<BankQuestionDto>>('POST', `${base}/questions`, body, { token: tok.instructor })).questionId;
  const pool = await category('Pool');
  const deep = await category('Deep', pool);
  const poolQuestions = [await add(truth(pool, 'p1')), await add(truth(pool, 'p2')), await add(truth(pool, 'p3'))];
  const deepQuestions = [await add(truth(deep, 'd1')), await add(truth(deep, 'd2'))];
  await add({ categoryId: deep, name: 'Intro', type: 'DESCRIPTION', text: 'Read me', textFormat: 'plain', points: 0 });
  return {
    t,
    ...client,
    schoolId,
    courseId,
    lessonId: lesson.id,
    people,
    tok,
    bank,
    category,
    add,
    pool,
    deep,
    poolQuestions,
    deepQuestions,
  };
}
export type PaperWorld = Awaited<ReturnType<typeof paperWorld>>;

export interface RandomSlot {
  categoryId: number;
  includeSubcategories: boolean;
  drawCount: number;
  points: number;
}

/** A published test: quizDraft's own two questions, a fixed slot for each of `kinds`, and the random slots. */
export async function paperQuiz(
  w: PaperWorld,
  setup: { kinds?: BankKind[]; random?: RandomSlot[]; shuffle?: boolean } = {},
): Promise<QuizDto> {
  const own = quizDraft().questions;
  const fixed = (setup.kinds ?? KINDS).map((kind): QuizQuestionInput => ({
    questionType: 'FROM_BANK',
    bankQuestionId: w.bank[kind].questionId,
    points: w.bank[kind].points,
  }));
  const random = (setup.random ?? []).map((slot): QuizQuestionInput => ({ questionType: 'RANDOM', ...slot }));
  const input = quizDraft({
    questions: [...own, ...fixed, ...random],
    shuffleQuestions: setup.shuffle ?? false,
    shuffleOptions: setup.shuffle ?? false,
  });
  const created = await w.ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${w.lessonId}`, input, { token: w.tok.instructor });
  return w.ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: w.tok.instructor });
}

export const start = (w: PaperWorld, testId: number, who: Student) =>
  w.ok<StudentQuizDto>('POST', `lessons/students/tests/${testId}/start`, undefined, { token: w.tok[who] });
