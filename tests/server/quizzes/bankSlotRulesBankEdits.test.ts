import { describe, expect, it } from 'vitest';
import type { QuizDto } from '../../../src/api/quizAuthoring.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { bankQuiz, draw, fixed, ownQuestion, useBankWorld } from './bankSlotFixtures.js';

/*
 * The bank's edits that reach the tests built on it: a renamed category renews the structure
 * (which holds the category paths) of the tests showing it, and a question a test asks for
 * points cannot become a description.
 */

const { suite: s, api, ok } = useBankWorld();
const version = async (id: number) =>
  (await s.t.db.selectFrom('tests').select('structure_version').where('id', '=', id).executeTakeFirstOrThrow()).structure_version;

describe('the bank edits the tests built on it see', () => {
  it('renews the tests showing a category path when the category is renamed, and only theirs', async () => {
    // One draws from Algebra (with Linear under it), one fixes a question filed in Linear, one has neither.
    const drawing = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz([draw(s.w.algebra, 1)]));
    const fixing = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz([fixed(s.w.truths[0])]));
    const other = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz([ownQuestion()]));
    const ids = [drawing.testId, fixing.testId, other.testId];
    const before = await Promise.all(ids.map(version));
    await ok('PUT', `courses/${s.w.courseId}/question-bank/categories/${s.w.linear}`, { name: 'Lines' });
    expect(await Promise.all(ids.map(version))).toEqual([before[0], before[1] + 1, before[2]]);
    expect((await ok<QuizDto>('GET', `lessons/tests/${fixing.testId}`)).questions[0]).toMatchObject({ categoryPath: ['Algebra', 'Lines'] });
    await ok('PUT', `courses/${s.w.courseId}/question-bank/categories/${s.w.algebra}`, { name: 'Algebra I' });
    expect(await Promise.all(ids.map(version))).toEqual([before[0] + 1, before[1] + 2, before[2]]);
    expect((await ok<QuizDto>('GET', `lessons/tests/${drawing.testId}`)).questions[0]).toMatchObject({ categoryPath: ['Algebra I'] });
  });

  it('refuses to turn a question a test asks into a description, in en and ru, and changes nothing', async () => {
    const saved = await ok<SavedResponse<QuizDto>>(
      'POST',
      `lessons/tests/${s.w.lessonId}`,
      bankQuiz([fixed(s.w.truths[1])], { name: 'Asks a truth' }),
    );
    const before = await version(saved.testId);
    const url = `courses/${s.w.courseId}/question-bank/questions/${s.w.truths[1]}`;
    const body = { categoryId: s.w.linear, name: 'Now a text', type: 'DESCRIPTION', text: 'Read.', textFormat: 'plain', points: 0 };
    const en = await api('PUT', url, body, { lang: 'en' });
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json().message).toBe(
      'This question cannot become a description: the test(s) "Asks a truth" ask it for points. Remove it from them first.',
    );
    const ru = await api('PUT', url, body, { lang: 'ru' });
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toBe(
      'Этот вопрос нельзя сделать описанием: тесты "Asks a truth" задают его за баллы. Сначала уберите его из них.',
    );
    expect(await ok('GET', url)).toMatchObject({ type: 'TRUE_FALSE', name: 'Planes are flat' });
    expect(await version(saved.testId)).toBe(before);
    // Once the test lets go, the change is taken.
    await ok('DELETE', `lessons/tests/${saved.testId}`);
    expect(await ok('PUT', url, body)).toMatchObject({ type: 'DESCRIPTION' });
  });
});
