import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizDto, QuizOwnQuestionDto } from '../../../src/api/quizAuthoring.js';
import type { QuizAnalysisDto } from '../../../src/api/quizAnalysis.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { apiClient, ADMIN_EMAIL, INSTRUCTOR_EMAIL, createTestApp, minutes, type TestApp } from '../helpers.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from '../schoolFixtures.js';
import { csvRows, downloadName, xlsxSheets } from '../exports/exportFiles.js';
import { quizDraft } from './fixtures.js';

/*
 * Item analysis of a test of its own questions (GET …/analysis) and every attempt as a file
 * (…/analysis/export): who may read them, the figures worked out by hand for four students,
 * and the file's rows and headers in both languages.
 *
 * Q1 (one-from-list, 2 points: var, const*, let) and Q2 (many-from-list, 3 points: string*,
 * object, number*, with 'Other'). Amy: const; string+number → 2 + 3 = 5. Ben: const; string
 * → 2 + 1.5 = 3.5. Cat: var; string+object, Other text → 0 + 0 = 0 (Other awaits points).
 * Dan: let; number → 0 + 1.5 = 1.5. Eve starts and does not finish.
 */

let t: TestApp;
let test: SavedResponse<QuizDto>;
const tok = { admin: '', instructor: '', stranger: '', otherSchool: '', amy: '', ben: '', cat: '', dan: '', eve: '' };
const { api, ok } = apiClient(() => t.app);

async function setUp() {
  const ids = await demoIds(t.db);
  const courseId = await addCourse(t.db, ids.schoolId, 'Analysis course');
  const groupId = await addGroup(t.db, ids.schoolId, 'Analysis group');
  await addGroupToCourse(t.db, courseId, groupId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: ids.schoolId, course_id: courseId, name: 'Lesson', show_date: new Date('2026-03-01T09:00:00Z'), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = (firstName: string, lastName: string) => addStudent(t.db, ids.schoolId, { groupId, firstName, lastName });
  const other = await createOtherSchool(t.db);
  const logins = await Promise.all([
    ids.user[ADMIN_EMAIL],
    ids.user[INSTRUCTOR_EMAIL],
    addInstructor(t.db, ids.schoolId),
    other.instructorId,
    student('Amy', 'Able'),
    student('Ben', 'Baker'),
    student('Cat', 'Cole'),
    student('=cmd|calc', 'Dale'),
    student('Eve', 'Eden'),
  ]);
  const tokens = await Promise.all(logins.map((id) => loginUser(t.app, t.db, id)));
  Object.keys(tok).forEach((name, i) => (tok[name as keyof typeof tok] = tokens[i]));
  const created = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${lesson.id}`, quizDraft(), { token: tok.instructor });
  test = await ok<SavedResponse<QuizDto>>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: tok.instructor });
}

/** One student starts, works a minute and submits: Q1 option index, Q2 option indexes, an 'Other' text. */
async function take(token: string, one: number, many: number[], other?: string) {
  const [q1, q2] = test.questions as QuizOwnQuestionDto[];
  await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token });
  t.clock.advance(minutes(1));
  const answers = { [q1.questionId]: [q1.options[one].optionId!], [q2.questionId]: many.map((i) => q2.options[i].optionId!) };
  await ok(
    'POST',
    'lessons/students/tests/pass',
    { testId: test.testId, answers, ...(other ? { others: { [q2.questionId]: other } } : {}) },
    { token },
  );
}

beforeAll(async () => {
  t = await createTestApp({ startAt: new Date('2026-03-02T09:00:00Z') });
  await setUp();
  await take(tok.amy, 1, [0, 2]);
  await take(tok.ben, 1, [0]);
  await take(tok.cat, 0, [0, 1], '=HYPERLINK("http://evil")');
  await take(tok.dan, 2, [2]);
  await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.eve });
});
afterAll(async () => {
  await t?.close();
});

const analysisUrl = () => `lessons/tests/${test.testId}/analysis`;
const exportUrl = (format: string) => `lessons/tests/${test.testId}/analysis/export?format=${format}`;

describe('who reads the analysis', () => {
  it('refuses students and admins (403), and another course or school (404)', async () => {
    for (const url of [analysisUrl(), exportUrl('csv')]) {
      expect((await api('GET', url, undefined, { token: tok.amy })).statusCode, url).toBe(403);
      expect((await api('GET', url, undefined, { token: tok.admin })).statusCode, url).toBe(403);
      expect((await api('GET', url, undefined, { token: tok.stranger })).statusCode, url).toBe(404);
      expect((await api('GET', url, undefined, { token: tok.otherSchool })).statusCode, url).toBe(404);
    }
    expect((await api('GET', `lessons/tests/2147483647/analysis`, undefined, { token: tok.instructor })).statusCode).toBe(404);
  });

  it('refuses a format it does not write with a 400 naming the field', async () => {
    const res = await api('GET', exportUrl('pdf'), undefined, { token: tok.instructor });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field?: string }>().field).toBe('format');
  });
});

describe('the analysis', () => {
  it('sums up the finished attempts only', async () => {
    const body = await ok<QuizAnalysisDto>('GET', analysisUrl(), undefined, { token: tok.instructor });
    expect(body.testId).toBe(test.testId);
    // Totals 5, 3.5, 0, 1.5: mean 2.5, median 2.5, sample SD √(14.5/3) = 2.2; pass mark 50 % of 5.
    expect(body.summary).toEqual({ attempts: 4, maxPoints: 5, mean: 2.5, median: 2.5, standardDeviation: 2.2, passed: 2 });
  });

  it('gives each question its facility, discrimination and option counts', async () => {
    const { items } = await ok<QuizAnalysisDto>('GET', analysisUrl(), undefined, { token: tok.instructor });
    const [q1, q2] = test.questions;
    expect(items.map((i) => i.key)).toEqual([String(q1.questionId), String(q2.questionId)]);
    // Q1 points 2, 2, 0, 0 against the rest 3, 1.5, 0, 1.5: r = 3/√(4 × 4.5) = 1/√2.
    expect(items[0]).toMatchObject({
      source: 'TEST',
      kind: 'ONE_FROM_LIST',
      name: 'Which keyword declares a constant?',
      points: 2,
      attempts: 4,
      meanPoints: 1,
      facility: 0.5,
      discrimination: 0.7071,
      blank: 0,
      awaitingReview: 0,
      otherCount: null,
      responses: null,
    });
    expect(items[0].options!.map((o) => [o.text, o.count, o.share, o.isCorrect])).toEqual([
      ['var', 1, 0.25, false],
      ['const', 2, 0.5, true],
      ['let', 1, 0.25, false],
    ]);
    // Q2 points 3, 1.5, 0, 1.5 against the rest 2, 2, 0, 0: r = 3/√(4.5 × 4) = 1/√2; one full mark in four.
    expect(items[1]).toMatchObject({
      kind: 'MANY_FROM_LIST',
      meanPoints: 1.5,
      facility: 0.25,
      discrimination: 0.7071,
      otherCount: 1,
      awaitingReview: 1,
    });
    expect(items[1].options!.map((o) => [o.text, o.count, o.isCorrect])).toEqual([
      ['string', 3, true],
      ['object', 1, false],
      ['number', 2, true],
    ]);
  });
});

describe('the export of every attempt', () => {
  it('writes one row per attempt in English, running ones too, with injection-safe texts', async () => {
    const res = await api('GET', exportUrl('csv'), undefined, { token: tok.instructor });
    expect(res.statusCode).toBe(200);
    expect(downloadName(res)).toMatch(new RegExp(`^item-analysis-${test.testId}-2026-03-02\\.csv$`));
    const [header, ...rows] = csvRows(res);
    expect(header.slice(0, 10)).toEqual([
      'Student',
      'Email',
      'Group',
      'Status',
      'Started',
      'Finished',
      'Time spent',
      'Points',
      'Out of',
      'Passed',
    ]);
    const q1 = `1. Which keyword declares a constant? [${test.questions[0].questionId}]`;
    expect(header.slice(10, 12)).toEqual([`${q1}: points`, `${q1}: response`]);
    expect(header).toHaveLength(14);
    expect(rows.map((r) => r[0])).toEqual(['Amy Able', 'Ben Baker', 'Cat Cole', "'=cmd|calc Dale", 'Eve Eden']);
    expect(rows[0].slice(2, 4)).toEqual(['Analysis group', 'Submitted']);
    expect(rows[0][4]).toMatch(/^2 Mar 2026, \d\d:\d\d$/);
    expect(rows[0].slice(6, 14)).toEqual(['00:01:00', '5', '5', 'Yes', '2', 'const', '3', 'string; number']);
    expect(rows[2].slice(7, 14)).toEqual(['0', '5', 'No', '0', 'var', '0', 'string; object; Other: =HYPERLINK("http://evil")']);
    // Eve's attempt runs: no finish, no points, no pass yet.
    expect(rows[4].slice(3, 12)).toEqual(['In progress', rows[4][4], '', '', '', '5', '', '', '']);
  });

  it('writes the headers, statuses and dates in Russian, and an Excel workbook', async () => {
    const res = await api('GET', exportUrl('csv'), undefined, { token: tok.instructor, lang: 'ru' });
    const [header, ...rows] = csvRows(res);
    expect(downloadName(res)).toMatch(/^анализ-вопросов-\d+-2026-03-02\.csv$/);
    expect(header.slice(0, 4)).toEqual(['Студент', 'Эл. почта', 'Группа', 'Статус']);
    expect(header[11]).toMatch(/: ответ$/);
    expect(rows[0][3]).toBe('Сдан');
    expect(rows[0][4]).toMatch(/^02\.03\.2026, \d\d:\d\d$/);
    expect(rows[0][9]).toBe('Да');
    expect(rows[2][13]).toBe('string; object; Другое: =HYPERLINK("http://evil")');

    const xlsx = await api('GET', exportUrl('xlsx'), undefined, { token: tok.instructor, lang: 'ru' });
    const [sheet] = await xlsxSheets(xlsx);
    expect(sheet.name).toBe('Попытки');
    expect(sheet.rows).toHaveLength(6);
    expect(sheet.rows[4][0]).toBe('=cmd|calc Dale');
    expect(sheet.rows[1][7]).toBe(5);
  });
});
