import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { QuizDto } from '../../../src/api/quizAuthoring.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { rowCount } from '../helpers.js';
import { bankQuiz, draw, fixed, ownQuestion, useBankWorld } from './bankSlotFixtures.js';

/*
 * The rules of bank slots, in both languages, each naming the question at fault: only the
 * test's own course bank (another course's or school's rows are "not in this bank", whether
 * they exist or not), a description worth 0 and nothing else, a draw of 1–100 from a pool that
 * holds that many. The bank's side: a question or category a test names cannot be deleted, a
 * saved question renews the tests that show it, and a whole course still goes at once.
 */

const { suite: s, api, ok } = useBankWorld();
const version = async (id: number) =>
  (await s.t.db.selectFrom('tests').select('structure_version').where('id', '=', id).executeTakeFirstOrThrow()).structure_version;
const post = (questions: unknown[], lang: string) => api('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz(questions as never), { lang });

describe('saving a test refuses a bank slot that breaks the rules', () => {
  const cases: Array<[string, () => unknown, string, string, string]> = [
    [
      "another course's question",
      () => fixed(s.w.foreign.question),
      'questions[1].bankQuestionId',
      `Question 2: bank question #%ID is not in this course's question bank.`,
      'Вопрос 2: вопроса №%ID нет в банке вопросов этого курса.',
    ],
    [
      "another school's question",
      () => fixed(s.w.foreign.schoolQuestion),
      'questions[1].bankQuestionId',
      `Question 2: bank question #%ID is not in this course's question bank.`,
      'Вопрос 2: вопроса №%ID нет в банке вопросов этого курса.',
    ],
    [
      'a question that does not exist',
      () => fixed(2_000_000_000),
      'questions[1].bankQuestionId',
      `Question 2: bank question #%ID is not in this course's question bank.`,
      'Вопрос 2: вопроса №%ID нет в банке вопросов этого курса.',
    ],
    [
      "another course's category",
      () => draw(s.w.foreign.category, 1),
      'questions[1].categoryId',
      `Question 2: category #%ID is not in this course's question bank.`,
      'Вопрос 2: категории №%ID нет в банке вопросов этого курса.',
    ],
    [
      "another school's category",
      () => draw(s.w.foreign.schoolCategory, 1),
      'questions[1].categoryId',
      `Question 2: category #%ID is not in this course's question bank.`,
      'Вопрос 2: категории №%ID нет в банке вопросов этого курса.',
    ],
    [
      'a description worth points',
      () => fixed(s.w.description, 1),
      'questions[1].points',
      'Question 2 is a description: it is worth 0 points.',
      'Вопрос 2 — описание: он стоит 0 баллов.',
    ],
    [
      'a question worth 0',
      () => fixed(s.w.choice[0], 0),
      'questions[1].points',
      'Question 2 must be worth more than 0 points.',
      'Вопрос 2 должен стоить больше 0 баллов.',
    ],
    [
      'a draw larger than its category (without subcategories, the description aside)',
      () => draw(s.w.algebra, 3, false),
      'questions[1].drawCount',
      'Question 2 draws 3 question(s), but its category holds only 2 (descriptions are never drawn). ' +
        'Add questions to the category, include its subcategories or draw fewer.',
      'Вопрос 2 выбирает вопросов: 3, а в его категории только 2 (описания не выбираются). ' +
        'Добавьте вопросы в категорию, включите подкатегории или выбирайте меньше.',
    ],
  ];
  it.each(cases)('%s: 400 naming the question, in en and ru, nothing saved', async (_what, slot, field, en, ru) => {
    const before = await rowCount(s.t.db, 'tests');
    const made = slot() as { bankQuestionId?: number; categoryId?: number };
    const id = String(made.bankQuestionId ?? made.categoryId);
    const inEn = await post([ownQuestion(), made], 'en');
    expect(inEn.statusCode, inEn.body).toBe(400);
    expect(inEn.json()).toMatchObject({ field, message: en.replace('%ID', id) });
    const inRu = await post([ownQuestion(), made], 'ru');
    expect(inRu.json().message).toBe(ru.replace('%ID', id));
    expect(await rowCount(s.t.db, 'tests')).toBe(before);
  });

  it.each([
    ['drawCount', { drawCount: 0 }],
    ['drawCount', { drawCount: 101 }],
    ['points', { points: 0 }],
    ['points', { points: 1001 }],
    ['categoryId', { categoryId: undefined }],
  ])('a draw with a bad %s is a 400 naming it', async (name, change) => {
    const res = await post([{ ...draw(s.w.algebra, 1), ...change }], 'en');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toContain(name);
  });

  it('a draw of exactly the pool is taken, and so is a fixed description worth 0', async () => {
    const saved = await ok<SavedResponse<QuizDto>>(
      'POST',
      `lessons/tests/${s.w.lessonId}`,
      bankQuiz([draw(s.w.algebra, 4), fixed(s.w.description, 0)]),
    );
    expect(saved.maxPoints).toBe(8);
  });
});

describe('the bank keeps what tests name', () => {
  it('refuses to delete a fixed question or a drawn category, naming the tests, in en and ru', async () => {
    const saved = await ok<SavedResponse<QuizDto>>(
      'POST',
      `lessons/tests/${s.w.lessonId}`,
      bankQuiz([fixed(s.w.truths[0]), draw(s.w.linear, 1, false)], { name: 'Uses the bank' }),
    );
    const bank = `courses/${s.w.courseId}/question-bank`;
    const en = await api('DELETE', `${bank}/questions/${s.w.truths[0]}`, undefined, { lang: 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This question cannot be deleted: the test(s) "Uses the bank" use it. Remove it from them first.');
    const ru = await api('DELETE', `${bank}/questions/${s.w.truths[0]}`, undefined, { lang: 'ru' });
    expect(ru.json().message).toBe('Этот вопрос нельзя удалить: его используют тесты "Uses the bank". Сначала уберите его из них.');
    // Emptied, the category is still drawn from: its deletion is refused too.
    for (const id of s.w.truths) {
      const body = { categoryId: s.w.algebra, name: `Moved ${id}`, type: 'TRUE_FALSE', text: 'Moved.', textFormat: 'plain', points: 1 };
      await ok('PUT', `${bank}/questions/${id}`, { ...body, correct: true, feedbackTrue: '', feedbackFalse: '' });
    }
    const category = await api('DELETE', `${bank}/categories/${s.w.linear}`, undefined, { lang: 'en' });
    expect(category.statusCode, category.body).toBe(409);
    expect(category.json().message).toContain('"Uses the bank"');
    const ruCategory = await api('DELETE', `${bank}/categories/${s.w.linear}`, undefined, { lang: 'ru' });
    expect(ruCategory.json().message).toBe(
      'Эту категорию нельзя удалить: из неё выбирают вопросы тесты "Uses the bank". Сначала измените их случайные вопросы.',
    );
    // Once the test lets go, both go.
    await ok('DELETE', `lessons/tests/${saved.testId}`);
    await ok('DELETE', `${bank}/categories/${s.w.linear}`);
  });

  it('renews the structure of the tests showing a question when it is saved, and only theirs', async () => {
    const uses = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz([fixed(s.w.choice[1])]));
    const other = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz([ownQuestion()]));
    const [usesBefore, otherBefore] = [await version(uses.testId), await version(other.testId)];
    const body = {
      categoryId: s.w.algebra,
      name: 'Renamed',
      type: 'ONE_FROM_LIST',
      text: 'Is 4 even, really?',
      textFormat: 'plain',
      points: 3,
    };
    const answers = [
      { text: 'Yes', credit: 1, feedback: '' },
      { text: 'No', credit: 0, feedback: '' },
    ];
    await ok('PUT', `courses/${s.w.courseId}/question-bank/questions/${s.w.choice[1]}`, { ...body, shuffleAnswers: false, answers });
    expect(await version(uses.testId)).toBe(usesBefore + 1);
    expect(await version(other.testId)).toBe(otherBefore);
    const read = await ok<QuizDto>('GET', `lessons/tests/${uses.testId}`);
    expect(read.questions[0]).toMatchObject({ name: 'Renamed', question: 'Is 4 even, really?', points: 5 });
  });

  it('still lets a whole course go, with its tests and their bank at once', async () => {
    await ok('POST', `lessons/tests/${s.w.lessonId}`, bankQuiz([fixed(s.w.choice[0]), draw(s.w.algebra, 1)]));
    await s.t.db.deleteFrom('courses').where('id', '=', s.w.courseId).execute();
    const left = await sql<{ n: number }>`select count(*)::int as n from bank_questions where course_id = ${s.w.courseId}`.execute(s.t.db);
    expect(left.rows[0].n).toBe(0);
    expect(await rowCount(s.t.db, 'lessons', (eb) => eb('id', '=', s.w.lessonId))).toBe(0);
  });
});
