/**
 * Issue 17's journey, one step a function so a later step (sitting the test again per the
 * attempt rules) appends to it: the instructor imports Moodle's GIFT documentation examples
 * into the course bank, builds a test of random draws and a fixed bank question, shuffled,
 * whose review shows answers after the attempt and right answers only after the close,
 * publishes it and gives the demo student +50% time; the student sees the longer time, answers
 * whatever their paper drew, submits, and sees their answers but no right answer.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT, screenshot, waitForPath } from './harness';
import { answerPaper, type Answered, type Language } from './paperAnswers';
import { WORDS } from './randomTestWords';

const DOCS = path.join(ROOT, 'tests/fixtures/gift/moodle-docs-examples.txt');
const COURSE = 'JavaScript Fundamentals';
export const STUDENT_NAME = 'Sofia Smirnova';
/** The docs' first category and its fixed question (also in examples.txt's category: the first is taken). */
const CATEGORY = /^Documentation/;
const FIXED = 'Kanji Origins';
const DRAWN = 4;

/** Where the journey's test lives, filled in as the steps go. */
export interface JourneyPlace {
  language: Language;
  testName: string;
  courseId: number;
  lessonId: number;
  testId: number;
}

/** Shows the app in `language` from the first page on (as a returning person's saved choice would). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => window.localStorage.setItem('lms.language', lang), language);
}

/** The instructor's courses → the course; answers its id. */
export async function openCourse(page: Page): Promise<number> {
  await page.goto('/instructor/courses');
  await page
    .getByRole('link', { name: new RegExp(COURSE) })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
  return Number(/\/courses\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
}

/** A file for the bank's import: its format's radio (by the start of its name) and its path. */
interface BankFile {
  format: RegExp;
  file: string;
}

/** Step 1: the docs' GIFT file (or another) into the course bank, a preview first, then the import. */
export async function importDocsGift(page: Page, place: JourneyPlace, source: BankFile = { format: /^GIFT/, file: DOCS }): Promise<void> {
  const words = WORDS[place.language];
  await page.goto(`/instructor/courses/${place.courseId}/question-bank`);
  await page.getByRole('heading', { level: 1, name: words.bankTitle }).waitFor();
  await page.getByRole('button', { name: words.import, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: source.format }).check();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: path.basename(source.file),
    mimeType: source.file.endsWith('.xml') ? 'text/xml' : 'text/plain',
    buffer: await fs.readFile(source.file),
  });
  const commit = page.getByRole('button', { name: words.commit });
  const ready = await expect
    .poll(() => commit.isEnabled(), { timeout: 20_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
  await screenshot(page, `bank-import-${path.basename(source.file)}-${place.language}`);
  expect(ready, `The import is not offered: ${await dialog.innerText()}`).toBe(true);
  await commit.click();
  await page.getByTestId('notice-success').filter({ hasText: words.imported }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Step 2a: the course's first lesson, its Tests tab; fills in the lesson's id. */
export async function openLessonTests(page: Page, place: JourneyPlace): Promise<void> {
  const words = WORDS[place.language];
  await page.goto(`/instructor/courses/${place.courseId}`);
  await page.getByTestId('lesson-list').locator('> li').first().getByRole('link').first().click();
  await waitForPath(page, `/instructor/courses/${place.courseId}/lessons/*`);
  place.lessonId = Number(/\/lessons\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
  await page.getByRole('tab', { name: words.testsTab }).click();
}

/**
 * Step 2b: a new test of DRAWN random questions from the docs' category and the fixed one, shuffled,
 * 20 minutes; `more` sets anything else in the editor before it is saved (the attempt rules).
 */
export async function buildRandomTest(page: Page, place: JourneyPlace, more?: (editor: Locator) => Promise<void>): Promise<void> {
  const words = WORDS[place.language];
  await page.getByRole('button', { name: words.addTest }).click();
  const editor = page.getByRole('dialog', { name: words.newTest });
  await editor.getByRole('textbox', { name: words.testName }).fill(place.testName);
  await editor.getByRole('textbox', { name: words.hours, exact: true }).fill('00');
  await editor.getByRole('textbox', { name: words.minutes, exact: true }).fill('20');

  await editor.getByRole('button', { name: words.addRandom }).click();
  const random = page.getByRole('dialog', { name: words.addRandom });
  await random.getByRole('combobox', { name: words.category }).click();
  await page.getByRole('option', { name: CATEGORY }).first().click();
  await random.getByRole('textbox', { name: words.count }).fill(String(DRAWN));
  await random.getByRole('textbox', { name: words.pointsEach }).fill('1');
  await random.getByRole('button', { name: words.add, exact: true }).click();
  await random.waitFor({ state: 'detached' });

  await editor.getByRole('button', { name: words.addFromBank }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByTestId('bank-category-tree') });
  await picker.getByTestId('bank-category-tree').getByRole('button', { name: CATEGORY }).first().click();
  await picker.getByLabel(words.search).fill(FIXED);
  await picker.getByTestId('bank-pick-list').getByLabel(FIXED, { exact: true }).first().check();
  await picker.getByRole('button', { name: words.addOne }).click();
  await picker.waitFor({ state: 'detached' });
  // A new test opens with one empty question of its own: the bank's questions replace it.
  await editor.getByRole('button', { name: words.removeFirst, exact: true }).click();
  await setPresentation(page, place);
  await more?.(editor);
  await screenshot(page, `random-journey-2-editor-${place.language}`);
  await editor.getByRole('button', { name: words.save, exact: true }).click();
  await closedOrSaid(page, editor);
}

/** Waits for a saved dialog to close; fails with what the page says instead (a problem, the server's message). */
export async function closedOrSaid(page: Page, dialog: Locator): Promise<void> {
  const said = page.locator('.MuiAlert-colorError:visible, [data-testid="notice-error"]:visible').first();
  const which = await Promise.race([dialog.waitFor({ state: 'hidden' }).then(() => 'closed'), said.waitFor().then(() => 'said')]).catch(
    () => 'neither',
  );
  if (which === 'said' && (await dialog.isVisible())) throw new Error(`Saving was refused: ${await said.innerText()}`);
  await dialog.waitFor({ state: 'hidden' }).catch(async (error: Error) => {
    // A field's own problem (under it, in red) keeps the dialog open without a notice.
    const problems = await dialog.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts();
    throw new Error(`${error.message}\nThe dialog's problems: ${problems.join(' | ') || 'none shown'}`);
  });
}

/** Shuffle on; after the attempt the student sees their answers only, after the close everything. */
async function setPresentation(page: Page, place: JourneyPlace): Promise<void> {
  const words = WORDS[place.language];
  const editor = page.getByRole('dialog', { name: words.newTest });
  await editor.getByLabel(words.shuffleQuestions).check();
  await editor.getByLabel(words.shuffleOptions).check();
  const wanted = {
    afterAttempt: { answers: true, rightAnswers: false, feedback: false },
    afterClose: { answers: true, rightAnswers: true, feedback: true },
  } as const;
  for (const when of ['afterAttempt', 'afterClose'] as const)
    for (const part of ['answers', 'rightAnswers', 'feedback'] as const)
      await editor.getByRole('checkbox', { name: words.partNamed(part, when), exact: true }).setChecked(wanted[when][part]);
}

/** Step 3: the draft published now. */
export async function publishTest(page: Page, place: JourneyPlace): Promise<void> {
  const words = WORDS[place.language];
  const row = page.getByRole('listitem').filter({ hasText: place.testName });
  await row.getByText(words.draft, { exact: true }).waitFor();
  await row.getByRole('button', { name: words.publishNow }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.publishNow }).click();
  await row.getByText(words.draft, { exact: true }).waitFor({ state: 'detached' });
}

/** Step 4: the test's results → the demo student's accommodations → +50% time; fills in the test's id. */
export async function giveExtraTime(page: Page, place: JourneyPlace): Promise<void> {
  const words = WORDS[place.language];
  await page.getByRole('button', { name: words.resultsOf(place.testName) }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'results');
  place.testId = Number(new URL(page.url()).searchParams.get('test'));
  await page
    .getByRole('button', { name: words.accommodationsOf(STUDENT_NAME) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: words.accommodationsOf(STUDENT_NAME) });
  await dialog.getByRole('button', { name: '+50%' }).click();
  await dialog.getByRole('button', { name: words.save, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(words.extraChip).first().waitFor();
  await screenshot(page, `random-journey-3-accommodation-${place.language}`);
}

/** Step 5: the student opens the test from the lesson and sees 30 minutes, not 20. */
export async function openAsStudent(page: Page, place: JourneyPlace): Promise<void> {
  const words = WORDS[place.language];
  await page.goto(`/student/courses/${place.courseId}/lessons/${place.lessonId}`);
  await page.getByTestId(`student-test-${place.testId}`).click();
  await waitForPath(page, `/student/courses/${place.courseId}/lessons/${place.lessonId}/tests/${place.testId}`);
  await page.getByRole('heading', { level: 1, name: place.testName }).waitFor();
  await page.getByText(words.yourTime('30:00')).first().waitFor();
  await screenshot(page, `random-journey-4-student-start-${place.language}`);
}

/** Step 6: starts, answers every question of the paper (whatever was drawn) and submits; answers the kinds met. */
export async function takeAndSubmit(page: Page, place: JourneyPlace): Promise<Answered[]> {
  const words = WORDS[place.language];
  await page.getByTestId('start-test').click();
  await page.getByRole('timer').waitFor();
  // 30 minutes, counting down from the start.
  expect(await page.getByRole('timer').textContent()).toMatch(/^(30:00|29:[0-5]\d)$/);
  const kinds = await answerPaper(page, place.language);
  expect(kinds).toHaveLength(DRAWN + 1);
  await screenshot(page, `random-journey-5-answered-${place.language}`);
  await page.getByTestId('submit-test').click();
  await page.getByTestId('confirm-submit').click();
  await page.getByTestId('finished-message').filter({ hasText: words.submitted }).waitFor();
  return kinds;
}

/** The browser's own session token, for reading the API as the page does (a login elsewhere would end it). */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('lms.session') ?? '{}') as { token?: string }).token ?? '');
}

interface ReviewBody {
  review: { answers: boolean; rightAnswers: boolean; feedback: boolean };
  questions: Array<{ key: string; response: unknown; correctResponse: unknown; pointsReceived: unknown; feedback: unknown }>;
}

/** Step 7: the review shows each answer and no right answer, on the page and in the API's raw body. */
export async function checkReviewWithoutRightAnswers(page: Page, place: JourneyPlace, baseUrl: string): Promise<void> {
  const words = WORDS[place.language];
  const cards = page.locator('[data-testid^="review-"]:not([data-testid^="review-points-"])');
  await expect.poll(() => cards.count()).toBe(DRAWN + 1);
  for (let i = 0; i < DRAWN + 1; i++) await cards.nth(i).getByText(words.yourAnswer, { exact: true }).waitFor();
  expect(await page.getByTestId('test-finished').innerText()).not.toContain(words.rightAnswer);
  await screenshot(page, `random-journey-6-review-${place.language}`);

  const response = await fetch(`${baseUrl}/api/lessons/students/tests/${place.testId}/answer`, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  const raw = await response.text();
  expect(response.status, raw).toBe(200);
  const body = JSON.parse(raw) as ReviewBody;
  expect(body.review).toEqual({ answers: true, rightAnswers: false, feedback: false });
  expect(body.questions).toHaveLength(DRAWN + 1);
  for (const question of body.questions) {
    expect(question.response, question.key).not.toBeNull();
    expect([question.correctResponse, question.pointsReceived, question.feedback], question.key).toEqual([null, null, null]);
  }
  // Nothing that marks a right answer anywhere in the body, whatever its field.
  expect(raw).not.toMatch(/"(correct|isCorrect|fraction)"\s*:\s*true|"correctResponse"\s*:\s*[{[]/);
}
