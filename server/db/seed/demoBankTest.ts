import type { Db } from '../index.js';
import { slotRow } from '../../routes/quizzes/bankSlots.js';
import { REVIEW_AT_ONCE } from './demoQuizzes.js';

/*
 * The demo's test built from the question bank (issue 17), in the course's third lesson: it
 * opens with the bank's description, asks one fixed question, and draws three questions of
 * JavaScript and its subcategories for each student, in a shuffled order; two attempts, the
 * higher counts. Nobody has taken it, so the demo student can. Run after the bank is seeded.
 */

const CREATED = new Date('2026-01-26T09:00:00Z');

export async function seedDemoBankTest(trx: Db, demo: { schoolId: number; courseId: number }): Promise<void> {
  const lessons = await trx
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', demo.courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
  const lesson = lessons[2];
  if (!lesson) return;
  const category = await trx
    .selectFrom('question_categories')
    .select('id')
    .where('course_id', '=', demo.courseId)
    .where('name', '=', 'JavaScript')
    .executeTakeFirstOrThrow();
  const named = async (name: string) =>
    (
      await trx
        .selectFrom('bank_questions')
        .select('id')
        .where('course_id', '=', demo.courseId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const { id: testId } = await trx
    .insertInto('tests')
    .values({
      school_id: demo.schoolId,
      lesson_id: lesson.id,
      name: 'The DOM: a test drawn from the bank',
      message: 'Each of you gets your own three questions from the bank. Two attempts: the higher counts.',
      time_limit_seconds: 20 * 60,
      pass_percent: 50,
      published_at: CREATED,
      review_options: JSON.stringify(REVIEW_AT_ONCE),
      shuffle_questions: true,
      shuffle_options: true,
      max_attempts: 2,
      grading_method: 'HIGHEST',
      created_at: CREATED,
      updated_at: CREATED,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slots = [
    slotRow({ questionType: 'FROM_BANK', bankQuestionId: await named('Before you start'), points: 0 }),
    slotRow({ questionType: 'FROM_BANK', bankQuestionId: await named('Methods'), points: 3 }),
    slotRow({ questionType: 'RANDOM', categoryId: category.id, includeSubcategories: true, drawCount: 3, points: 2 }),
  ];
  await trx
    .insertInto('test_questions')
    .values(slots.map((slot, index) => ({ ...slot, test_id: testId, position: index + 1 })))
    .execute();
}
