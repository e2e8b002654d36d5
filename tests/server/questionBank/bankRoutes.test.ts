import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCategoryDto, BankImportResult, BankQuestionDto } from '../../../src/api/questionBank.js';
import type { ListResponse, SavedResponse } from '../../../src/api/types.js';
import { apiClient, ADMIN_EMAIL, INSTRUCTOR_EMAIL, call, createTestApp, type TestApp } from '../helpers.js';
import { assign, loginUser } from '../learningFixtures.js';
import { addCourse, addInstructor, createOtherSchool, demoIds } from '../schoolFixtures.js';
import { multipart, multipartWithoutFile } from '../uploadFixtures.js';

/*
 * A course's question bank over HTTP: categories, questions, GIFT and Moodle XML import (a dry
 * run first, then all or nothing) and export, and who may do any of it.
 */

let t: TestApp;
let courseId = 0;
let otherCourseId = 0;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tok = { instructor: '', stranger: '', admin: '', otherSchool: '' };
const { api, ok } = apiClient(
  () => t.app,
  () => tok.instructor,
);
const bank = (path = '') => `courses/${courseId}/question-bank${path}`;

const GIFT = [
  '$CATEGORY: Physics/Mechanics',
  '',
  "::Tomb::Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}",
  '',
  'Grant was born in 1822.{TRUE}',
  '',
  '$CATEGORY: Physics',
  '',
  '::Year::When was Ulysses S. Grant born?{#1822:5}',
  '',
].join('\n');

async function importFile(text: string, format: 'gift' | 'moodlexml', dryRun: boolean, lang = 'en') {
  return call(t.app, {
    method: 'POST',
    url: `/api/${bank(`/import?format=${format}&dryRun=${dryRun}`)}`,
    token: tok.instructor,
    lang,
    ...multipart(Buffer.from(text, 'utf8'), format === 'gift' ? 'questions.txt' : 'questions.xml', 'text/plain'),
  });
}

const oneFromList = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  categoryId,
  name: 'Capital',
  type: 'ONE_FROM_LIST',
  text: 'The capital of France?',
  textFormat: 'plain',
  points: 2,
  shuffleAnswers: true,
  answers: [
    { text: 'Paris', credit: 1, feedback: 'Yes.' },
    { text: 'Lyon', credit: 0, feedback: '' },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  courseId = await addCourse(t.db, ids.schoolId, 'Bank course');
  otherCourseId = await addCourse(t.db, ids.schoolId, 'Not assigned');
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  const other = await createOtherSchool(t.db);
  [tok.instructor, tok.stranger, tok.admin, tok.otherSchool] = await Promise.all([
    loginUser(t.app, t.db, ids.user[INSTRUCTOR_EMAIL]),
    loginUser(t.app, t.db, await addInstructor(t.db, ids.schoolId)),
    loginUser(t.app, t.db, ids.user[ADMIN_EMAIL]),
    loginUser(t.app, t.db, other.instructorId),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('the bank of a course', () => {
  it('starts with one default category, named in the school’s language whoever reads first', async () => {
    // The demo school is English; its first reader here reads in Russian.
    const list = await ok<ListResponse<BankCategoryDto>>('GET', bank('/categories'), undefined, { lang: 'ru' });
    expect(list.objects).toEqual([
      { categoryId: expect.any(Number), parentId: null, name: 'Default', path: ['Default'], questionsCount: 0 },
    ]);
    // A Russian school's course gets «По умолчанию».
    await t.db.updateTable('schools').set({ language: 'ru' }).where('id', '=', ids.schoolId).execute();
    try {
      const fresh = await addCourse(t.db, ids.schoolId, 'Курс без банка');
      await assign(t.db, fresh, ids.user[INSTRUCTOR_EMAIL]);
      const russian = await ok<ListResponse<BankCategoryDto>>('GET', `courses/${fresh}/question-bank/categories`);
      expect(russian.objects.map((c) => c.name)).toEqual(['По умолчанию']);
    } finally {
      await t.db.updateTable('schools').set({ language: 'en' }).where('id', '=', ids.schoolId).execute();
    }
  });

  it('is closed to other instructors, admins, students and other schools', async () => {
    for (const token of [tok.stranger, tok.otherSchool]) {
      expect((await api('GET', bank('/categories'), undefined, { token })).statusCode).toBe(404);
    }
    expect((await api('GET', bank('/questions'), undefined, { token: tok.admin })).statusCode).toBe(403);
    expect((await api('GET', `courses/${otherCourseId}/question-bank/categories`)).statusCode).toBe(404);
  });

  it('nests categories, refuses a taken name and deleting what is not empty', async () => {
    const top = await ok<SavedResponse<BankCategoryDto>>('POST', bank('/categories'), { name: 'Algebra', parentId: null });
    const sub = await ok<SavedResponse<BankCategoryDto>>('POST', bank('/categories'), { name: 'Linear', parentId: top.categoryId });
    expect(sub.path).toEqual(['Algebra', 'Linear']);
    const taken = await api('POST', bank('/categories'), { name: 'linear', parentId: top.categoryId }, { lang: 'ru' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('В этой категории уже есть категория «linear».');
    const clash = await api('PUT', bank(`/categories/${sub.categoryId}`), { name: 'LINEAR' });
    expect(clash.statusCode).toBe(200);
    expect((await api('DELETE', bank(`/categories/${top.categoryId}`))).statusCode).toBe(400);
    const renamed = await ok<SavedResponse<BankCategoryDto>>('PUT', bank(`/categories/${sub.categoryId}`), { name: 'Linear equations' });
    expect(renamed.path).toEqual(['Algebra', 'Linear equations']);
    await ok('DELETE', bank(`/categories/${sub.categoryId}`));
    await ok('DELETE', bank(`/categories/${top.categoryId}`));
  });

  it('saves a question, numbers its answers, and refuses one without a right answer', async () => {
    const [category] = (await ok<ListResponse<BankCategoryDto>>('GET', bank('/categories'))).objects;
    const saved = await ok<SavedResponse<BankQuestionDto>>('POST', bank('/questions'), oneFromList(category.categoryId));
    expect(saved).toMatchObject({ type: 'ONE_FROM_LIST', points: 2, categoryPath: [category.name] });
    expect(saved.type === 'ONE_FROM_LIST' && saved.answers.map((a) => a.id)).toEqual([1, 2]);
    const wrong = await api(
      'POST',
      bank('/questions'),
      oneFromList(category.categoryId, {
        answers: [
          { text: 'A', credit: 0.5, feedback: '' },
          { text: 'B', credit: 0, feedback: '' },
        ],
      }),
      { lang: 'ru' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Хотя бы один ответ должен давать полный балл.');
    const missing = await api('POST', bank('/questions'), { ...oneFromList(category.categoryId), answers: undefined });
    expect(missing.statusCode).toBe(400);
    const changed = await ok<SavedResponse<BankQuestionDto>>('PUT', bank(`/questions/${saved.questionId}`), {
      ...oneFromList(category.categoryId),
      type: 'TRUE_FALSE',
      correct: false,
      feedbackTrue: 'No.',
      feedbackFalse: 'Right.',
    });
    expect(changed).toMatchObject({ type: 'TRUE_FALSE', correct: false, feedbackFalse: 'Right.' });
    expect(changed).not.toHaveProperty('answers');
    await ok('DELETE', bank(`/questions/${saved.questionId}`));
    expect((await api('GET', bank(`/questions/${saved.questionId}`))).statusCode).toBe(404);
  });

  it('keeps only inert HTML in an HTML text and in every feedback, which is in the question’s format', async () => {
    const [category] = (await ok<ListResponse<BankCategoryDto>>('GET', bank('/categories'))).objects;
    const unsafe = '<p>Pick <b>one</b><script>alert(1)</script></p><img src=x onerror=alert(1)>';
    const saved = await ok<SavedResponse<BankQuestionDto>>(
      'POST',
      bank('/questions'),
      oneFromList(category.categoryId, {
        textFormat: 'html',
        text: unsafe,
        generalFeedback: unsafe,
        answers: [
          { text: 'Paris', credit: 1, feedback: unsafe },
          { text: 'Lyon', credit: 0, feedback: '' },
        ],
      }),
    );
    const answers = (saved as unknown as { answers: Array<{ feedback: string }> }).answers;
    for (const text of [saved.text, saved.generalFeedback, answers[0].feedback]) {
      expect(text).not.toMatch(/script|onerror/);
      expect(text).toContain('<b>one</b>');
    }
    await ok('DELETE', bank(`/questions/${saved.questionId}`));
  });
});

describe('GIFT import and export', () => {
  it('previews a file without writing anything, then imports it into its categories', async () => {
    const before = (await ok<ListResponse<BankQuestionDto>>('GET', bank('/questions'))).count;
    const preview = await importFile(GIFT, 'gift', true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<BankImportResult>()).toEqual({
      imported: 0,
      errors: [],
      questions: [
        { name: 'Tomb', type: 'ONE_FROM_LIST', categoryPath: ['Physics', 'Mechanics'] },
        { name: expect.any(String), type: 'TRUE_FALSE', categoryPath: ['Physics', 'Mechanics'] },
        { name: 'Year', type: 'NUMERICAL', categoryPath: ['Physics'] },
      ],
    });
    expect((await ok<ListResponse<BankQuestionDto>>('GET', bank('/questions'))).count).toBe(before);

    const done = (await importFile(GIFT, 'gift', false)).json<BankImportResult>();
    expect(done.imported).toBe(3);
    const categories = (await ok<ListResponse<BankCategoryDto>>('GET', bank('/categories'))).objects;
    const physics = categories.find((c) => c.path.join('/') === 'Physics')!;
    const mechanics = categories.find((c) => c.path.join('/') === 'Physics/Mechanics')!;
    expect(mechanics).toMatchObject({ parentId: physics.categoryId, questionsCount: 2 });
    const all = await ok<ListResponse<BankQuestionDto>>('GET', bank(`/questions?categoryId=${physics.categoryId}`));
    expect(all.count).toBe(3);
    const own = await ok<ListResponse<BankQuestionDto>>(
      'GET',
      bank(`/questions?categoryId=${physics.categoryId}&includeSubcategories=false`),
    );
    expect(own.objects.map((q) => q.name)).toEqual(['Year']);
    const year = own.objects[0];
    expect(year.type === 'NUMERICAL' && year.answers).toEqual([{ id: 1, value: 1822, tolerance: 5, credit: 1, feedback: '' }]);
  });

  it('takes every example of Moodle’s GIFT documentation, then imports them all', async () => {
    const docs = await readFile(new URL('../../fixtures/gift/moodle-docs-examples.txt', import.meta.url), 'utf8');
    const preview = (await importFile(docs, 'gift', true)).json<BankImportResult>();
    expect(preview.errors).toEqual([]);
    expect(preview.questions.length).toBeGreaterThan(80);
    expect(new Set(preview.questions.map((q) => q.type))).toEqual(
      new Set(['ONE_FROM_LIST', 'MANY_FROM_LIST', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERICAL', 'MATCHING', 'ESSAY', 'DESCRIPTION']),
    );
    const done = (await importFile(docs, 'gift', false)).json<BankImportResult>();
    expect(done.imported).toBe(preview.questions.length);
  });

  it('reads a Moodle XML export and names the question type it cannot take, importing nothing', async () => {
    const xml = await readFile(new URL('../../fixtures/moodlexml/moodle-export.xml', import.meta.url), 'utf8');
    const answer = (await importFile(xml, 'moodlexml', false, 'ru')).json<BankImportResult>();
    expect(answer.imported).toBe(0);
    expect(answer.errors).toEqual([{ line: expect.any(Number), message: expect.stringContaining('«calculated»') }]);
    expect(answer.questions.length).toBeGreaterThan(5);
  });

  it('refuses a numerical answer past ±10¹², from the form and from a file', async () => {
    const [category] = (await ok<ListResponse<BankCategoryDto>>('GET', bank('/categories'))).objects;
    const huge = { categoryId: category.categoryId, name: 'Huge', type: 'NUMERICAL', text: 'How far?', textFormat: 'plain', points: 1 };
    const answer = { value: 1e13, tolerance: 0, credit: 1, feedback: '' };
    expect((await api('POST', bank('/questions'), { ...huge, answers: [answer] })).statusCode).toBe(400);
    const file = (await importFile('::Far::How far?{#1e400}\n\n::Near::How near?{#1e13:1}\n', 'gift', true, 'ru')).json<BankImportResult>();
    expect(file.errors).toHaveLength(2);
    expect(file.errors[1]).toEqual({ line: 3, message: 'Числовой ответ и его погрешность должны лежать в пределах ±1 000 000 000 000.' });
  });

  it('imports nothing from a file with a broken question, and names its line in the reader’s language', async () => {
    const before = (await ok<ListResponse<BankQuestionDto>>('GET', bank('/questions'))).count;
    const broken = `::Good::Two plus two?{=4 =four}\n\n::Bad::Never closed{~a =b\n`;
    const answer = (await importFile(broken, 'gift', false, 'ru')).json<BankImportResult>();
    expect(answer.imported).toBe(0);
    expect(answer.errors).toEqual([{ line: 3, message: expect.stringContaining('«{»') }]);
    expect((await ok<ListResponse<BankQuestionDto>>('GET', bank('/questions'))).count).toBe(before);
  });

  it('refuses a file that is not UTF-8 text, and a request without a file', async () => {
    const latin1 = await call(t.app, {
      method: 'POST',
      url: `/api/${bank('/import?format=gift&dryRun=true')}`,
      token: tok.instructor,
      ...multipart(Buffer.from([0x51, 0x3f, 0x7b, 0xe9, 0xe8, 0x7d]), 'q.txt'),
    });
    expect(latin1.statusCode).toBe(400);
    const none = await call(t.app, {
      method: 'POST',
      url: `/api/${bank('/import?format=gift')}`,
      token: tok.instructor,
      ...multipartWithoutFile(),
    });
    expect(none.statusCode).toBe(400);
  });

  it('exports a category with its subcategories as GIFT, and the whole bank as Moodle XML that imports back', async () => {
    const categories = (await ok<ListResponse<BankCategoryDto>>('GET', bank('/categories'))).objects;
    const physics = categories.find((c) => c.path.join('/') === 'Physics')!;
    const gift = await api('GET', bank(`/export?format=gift&categoryId=${physics.categoryId}`));
    expect(gift.statusCode).toBe(200);
    expect(gift.headers['content-type']).toMatch(/^text\/plain/);
    expect(gift.headers['content-disposition']).toMatch(/^attachment; filename="Bank course - Physics\.txt"/);
    expect(gift.body).toContain('::Tomb::');
    expect(gift.body).toContain('$CATEGORY:');

    const xml = await api('GET', bank(`/export?format=moodlexml&categoryId=${physics.categoryId}`));
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    const again = (await importFile(xml.body, 'moodlexml', true)).json<BankImportResult>();
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => [q.type, q.categoryPath.join('/')]).sort()).toEqual([
      ['NUMERICAL', 'Physics'],
      ['ONE_FROM_LIST', 'Physics/Mechanics'],
      ['TRUE_FALSE', 'Physics/Mechanics'],
    ]);

    const whole = await api('GET', bank('/export?format=gift'));
    const back = (await importFile(whole.body, 'gift', true)).json<BankImportResult>();
    expect(back.errors).toEqual([]);
    expect(back.questions).toHaveLength((await ok<ListResponse<BankQuestionDto>>('GET', bank('/questions'))).count);
  });
});
