import { describe, expect, it } from 'vitest';
import type { QuizBankItemDto, QuizRandomItemDto } from '../../../src/api/quizBankItems.js';
import type { QuizDto, QuizOwnQuestionDto } from '../../../src/api/quizAuthoring.js';
import { DEFAULT_REVIEW_OPTIONS } from '../../../src/api/quizReview.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { bankQuiz, draw, fixed, insertAttempt, ownQuestion, useBankWorld, type QuizList } from './bankSlotFixtures.js';

/*
 * Authoring tests from the course's question bank: a fixed bank question (FROM_BANK) and a
 * draw from a category (RANDOM) beside the test's own questions, as saved, read and listed;
 * slot ids kept on a save; the presentation fields; the lock once a student has started.
 */

const { suite: s, api, ok } = useBankWorld();
type Saved = SavedResponse<QuizDto>;

const create = (questions: Parameters<typeof bankQuiz>[0], overrides = {}) =>
  ok<Saved>('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz(questions, overrides));

describe('a test of own, fixed and drawn questions', () => {
  it('is saved and read back with each slot as it is, the maximum and the count including the draws but not the description', async () => {
    const saved = await create([ownQuestion(), fixed(s.w.choice[0]), draw(s.w.algebra, 3), fixed(s.w.description, 0)]);
    expect(saved.maxPoints).toBe(2 + 5 + 3 * 2);
    // A description is shown but answers nothing: the count is of questions to answer.
    expect(saved.questionsCount).toBe(1 + 1 + 3);
    expect(saved).toMatchObject({ shuffleQuestions: false, shuffleOptions: false, reviewOptions: DEFAULT_REVIEW_OPTIONS });
    const [own, bank, random, intro] = saved.questions as [QuizOwnQuestionDto, QuizBankItemDto, QuizRandomItemDto, QuizBankItemDto];
    expect(own).toMatchObject({ questionType: 'ONE_FROM_LIST', points: 2, hasOther: false });
    expect(bank).toEqual({
      questionId: bank.questionId,
      questionType: 'FROM_BANK',
      bankQuestionId: s.w.choice[0],
      points: 5,
      name: 'Is 1 odd',
      bankType: 'ONE_FROM_LIST',
      question: 'Is 1 odd?',
      textFormat: 'plain',
      categoryPath: ['Algebra'],
    });
    // Algebra with Linear: two choices and two true/false questions; the description is never drawn.
    expect(random).toEqual({
      questionId: random.questionId,
      questionType: 'RANDOM',
      categoryId: s.w.algebra,
      categoryPath: ['Algebra'],
      includeSubcategories: true,
      drawCount: 3,
      points: 2,
      available: 4,
    });
    expect(intro).toMatchObject({ bankType: 'DESCRIPTION', points: 0 });
    const rows = await s.t.db
      .selectFrom('test_questions')
      .select(['type', 'points', 'draw_count'])
      .where('test_id', '=', saved.testId)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { type: 'ONE', points: 2, draw_count: null },
      { type: 'BANK', points: 5, draw_count: null },
      { type: 'RANDOM', points: 6, draw_count: 3 },
      { type: 'BANK', points: 0, draw_count: null },
    ]);
    const list = await ok<QuizList>('GET', `lessons/${s.w.lessonId}/tests`);
    expect(list.objects.find((x) => x.testId === saved.testId)).toMatchObject({ questionsCount: 5, maxPoints: 13 });
    expect(await ok<QuizDto>('GET', `lessons/tests/${saved.testId}`)).toEqual({ ...saved, message: undefined });
  });

  it('reads each draw’s pool at the time of reading', async () => {
    const saved = await create([draw(s.w.linear, 2, false)]);
    expect((saved.questions[0] as QuizRandomItemDto).available).toBe(2);
    const extra = await ok<{ questionId: number }>('POST', `courses/${s.w.courseId}/question-bank/questions`, {
      categoryId: s.w.linear,
      name: 'Extra',
      type: 'TRUE_FALSE',
      text: 'Extra.',
      textFormat: 'plain',
      points: 1,
      correct: false,
      feedbackTrue: '',
      feedbackFalse: '',
    });
    expect(((await ok<QuizDto>('GET', `lessons/tests/${saved.testId}`)).questions[0] as QuizRandomItemDto).available).toBe(3);
    await ok('DELETE', `courses/${s.w.courseId}/question-bank/questions/${extra.questionId}`);
  });

  it('keeps the ids of slots sent with them, and the presentation a save leaves out', async () => {
    const options = {
      afterAttempt: { answers: true, rightAnswers: false, feedback: false },
      afterClose: DEFAULT_REVIEW_OPTIONS.afterClose,
    };
    const saved = await create([fixed(s.w.choice[0]), draw(s.w.algebra, 2)], { shuffleQuestions: true, reviewOptions: options });
    expect(saved).toMatchObject({ shuffleQuestions: true, shuffleOptions: false, reviewOptions: options });
    const [bank, random] = saved.questions;
    const edited = await ok<Saved>(
      'PUT',
      `lessons/tests/${saved.testId}`,
      bankQuiz([draw(s.w.linear, 1, false, 4), ownQuestion(), { ...fixed(s.w.choice[1], 7), questionId: bank.questionId }], {
        name: 'Edited',
      }),
    );
    expect(edited.questions.map((q) => q.questionId)[2]).toBe(bank.questionId);
    expect(edited.questions.map((q) => q.questionId)).not.toContain(random.questionId);
    expect(edited.questions[2]).toMatchObject({ questionType: 'FROM_BANK', bankQuestionId: s.w.choice[1], points: 7 });
    expect(edited).toMatchObject({
      name: 'Edited',
      shuffleQuestions: true,
      reviewOptions: options,
      maxPoints: 4 + 2 + 7,
      questionsCount: 3,
    });
    const again = await ok<Saved>(
      'PUT',
      `lessons/tests/${saved.testId}`,
      bankQuiz([draw(s.w.linear, 1, false, 4), ownQuestion(), fixed(s.w.choice[1], 7)], {
        shuffleOptions: true,
        reviewOptions: DEFAULT_REVIEW_OPTIONS,
      }),
    );
    expect(again).toMatchObject({ shuffleQuestions: true, shuffleOptions: true, reviewOptions: DEFAULT_REVIEW_OPTIONS });
  });
});

describe('once a student has started', () => {
  it('keeps every slot as saved; the name and the presentation may still change', async () => {
    const saved = await create([ownQuestion(), fixed(s.w.choice[0]), draw(s.w.algebra, 2)]);
    await insertAttempt(s.t.db, s.w, saved.testId);
    const [own, bank, random] = saved.questions;
    const same = [
      ownQuestion(own.questionId),
      { ...fixed(s.w.choice[0]), questionId: bank.questionId },
      { ...draw(s.w.algebra, 2), questionId: random.questionId },
    ];
    // Options are sent back with their ids, as a locked test asks.
    (same[0] as { options: Array<{ optionId?: number }> }).options.forEach(
      (o, i) => (o.optionId = (own as QuizOwnQuestionDto).options[i].optionId),
    );
    const renamed = await ok<Saved>('PUT', `lessons/tests/${saved.testId}`, bankQuiz(same, { name: 'Renamed', shuffleQuestions: true }));
    expect(renamed).toMatchObject({ name: 'Renamed', shuffleQuestions: true, hasAttempts: true });
    for (const change of [
      [same[0], { ...same[1], points: 6 }, same[2]],
      [same[0], { ...same[1], bankQuestionId: s.w.choice[1] }, same[2]],
      [same[0], same[1], { ...same[2], drawCount: 1 }],
      [same[0], same[1], { ...same[2], includeSubcategories: false }],
      [same[0], same[1], { ...same[2], questionId: undefined }],
      [same[0], same[2], same[1]],
    ]) {
      const res = await api('PUT', `lessons/tests/${saved.testId}`, bankQuiz(change as never));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().field).toBe('questions');
    }
  });
});
