import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestionDto, BankCategoryDto } from '../../../src/api/questionBank.js';
import type { StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { QuizListItemDto } from '../../../src/api/quizAuthoring.js';
import type { ListResponse } from '../../../src/api/types.js';
import { apiClient, INSTRUCTOR_EMAIL, STUDENT_EMAIL, createTestApp, type TestApp } from '../helpers.js';
import { loginUser } from '../learningFixtures.js';
import { demoIds } from '../schoolFixtures.js';

/*
 * The demo's question bank and its test drawn from the bank (server/db/seed/demoQuestionBank.ts,
 * demoBankTest.ts): every kind of question, a Russian category, and a published test in the third
 * lesson that the demo student can start, getting the description, the fixed question and a draw
 * of their own.
 */

let t: TestApp;
const tok = { instructor: '', student: '' };
let courseId = 0;
let lessonId = 0;
const { ok } = apiClient(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t.db);
  [tok.instructor, tok.student] = await Promise.all([
    loginUser(t.app, t.db, ids.user[INSTRUCTOR_EMAIL]),
    loginUser(t.app, t.db, ids.user[STUDENT_EMAIL]),
  ]);
  const test = await t.db
    .selectFrom('tests as q')
    .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
    .select(['l.id as lessonId', 'l.course_id as courseId'])
    .where('q.name', '=', 'The DOM: a test drawn from the bank')
    .executeTakeFirstOrThrow();
  ({ lessonId, courseId } = test);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo bank', () => {
  it('holds every kind the bank has but the file answer, with a category in Russian', async () => {
    const bank = `courses/${courseId}/question-bank`;
    const questions = await ok<ListResponse<BankQuestionDto>>('GET', `${bank}/questions?perPage=100`, undefined, { token: tok.instructor });
    expect(new Set(questions.objects.map((q) => q.type))).toEqual(
      new Set([
        'ONE_FROM_LIST',
        'MANY_FROM_LIST',
        'TRUE_FALSE',
        'SHORT_ANSWER',
        'NUMERICAL',
        'MATCHING',
        'ORDERING',
        'ESSAY',
        'DESCRIPTION',
      ]),
    );
    const categories = await ok<ListResponse<BankCategoryDto>>('GET', `${bank}/categories`, undefined, { token: tok.instructor });
    expect(categories.objects.map((c) => c.path.join('/'))).toContain('JavaScript/Основы по-русски');
  });

  it('has a published test the demo student starts: the description, the fixed question and three drawn for them', async () => {
    const list = await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.student });
    const listed = list.objects.find((x) => x.name === 'The DOM: a test drawn from the bank')!;
    // Four to answer: the description answers nothing.
    expect(listed).toMatchObject({ questionsCount: 4, maxPoints: 3 + 3 * 2 });
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${listed.testId}/start`, undefined, { token: tok.student });
    expect(started).toMatchObject({ maxAttempts: 2, gradingMethod: 'HIGHEST', attempt: { attemptNo: 1, status: 'IN_PROGRESS' } });
    expect(started.questions).toHaveLength(5);
    const kinds = started.questions.map((q) => (q.source === 'BANK' ? q.questionType : 'OWN'));
    expect(kinds.filter((k) => k === 'DESCRIPTION')).toHaveLength(1);
    expect(kinds).toContain('MATCHING');
  });
});
