/**
 * The steps of the per-kind browser test: a test of fixed bank questions (Moodle XML's every
 * kind, in the paper's order: no shuffling) whose review shows everything at once, taken by the
 * demo student, reviewed kind by kind, and its essays and file answers graded by hand in the
 * results' answer dialog.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './harness';
import { answerPaper, type Answered, type PaperKind } from './paperAnswers';
import { closedOrSaid, publishTest, STUDENT_NAME, type JourneyPlace } from './randomTestJourney';
import { WORDS } from './randomTestWords';

const BY_HAND: ReadonlySet<PaperKind> = new Set(['ESSAY', 'FILE_ANSWER']);

/** A new test of every question in `categories` (picked in the bank's tree), the review all shown at once, published. */
export async function buildFixedTest(page: Page, place: JourneyPlace, categories: RegExp[]): Promise<void> {
  const words = WORDS[place.language];
  await page.getByRole('button', { name: words.addTest }).click();
  const editor = page.getByRole('dialog', { name: words.newTest });
  await editor.getByRole('textbox', { name: words.testName }).fill(place.testName);
  await editor.getByRole('button', { name: words.addFromBank }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByTestId('bank-category-tree') });
  for (const category of categories) {
    await picker.getByTestId('bank-category-tree').getByRole('button', { name: category }).first().click();
    const boxes = picker.getByTestId('bank-pick-list').getByRole('checkbox');
    await boxes.first().waitFor();
    for (let i = 0; i < (await boxes.count()); i++) if (await boxes.nth(i).isEnabled()) await boxes.nth(i).check();
  }
  await picker.getByRole('button', { name: words.addMany }).click();
  await picker.waitFor({ state: 'detached' });
  await editor.getByRole('button', { name: words.removeFirst, exact: true }).click();
  for (const part of ['answers', 'rightAnswers', 'feedback'] as const)
    await editor.getByRole('checkbox', { name: words.partNamed(part, 'afterAttempt'), exact: true }).check();
  await editor.getByRole('button', { name: words.save, exact: true }).click();
  await closedOrSaid(page, editor);
  await publishTest(page, place);
  await page.getByRole('button', { name: words.resultsOf(place.testName) }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'results');
  place.testId = Number(new URL(page.url()).searchParams.get('test'));
}

/** The student opens the test from the lesson, answers every question, submits; answers what was answered. */
export async function takeFixedTest(page: Page, place: JourneyPlace): Promise<Answered[]> {
  const words = WORDS[place.language];
  await page.goto(`/student/courses/${place.courseId}/lessons/${place.lessonId}`);
  await page.getByTestId(`student-test-${place.testId}`).click();
  await page.getByTestId('start-test').click();
  const answered = await answerPaper(page, place.language);
  await screenshot(page, `question-kinds-1-answered-${place.language}`);
  await page.getByTestId('submit-test').click();
  await page.getByTestId('confirm-submit').click();
  await page.getByTestId('finished-message').filter({ hasText: words.submitted }).waitFor();
  return answered;
}

/** Each answered question's review: the student's answer; a right answer for a scored kind, 'awaiting grading' for one graded by hand. */
export async function checkKindsReview(page: Page, place: JourneyPlace, answered: Answered[]): Promise<void> {
  const words = WORDS[place.language];
  for (const { key, kind } of answered) {
    const card = page.getByTestId(`review-${key}`);
    await card.getByText(words.yourAnswer, { exact: true }).waitFor();
    const expected = BY_HAND.has(kind) ? words.awaitingGrading : words.rightAnswer;
    await expect.poll(() => card.innerText(), { message: `${kind} ${key}` }).toContain(expected);
  }
  await screenshot(page, `question-kinds-2-review-${place.language}`);
}

/** The instructor opens the student's answers from the results and gives 1 point to each answer graded by hand; answers how many. */
export async function gradeByHand(page: Page, place: JourneyPlace): Promise<number> {
  const words = WORDS[place.language];
  await page.reload();
  await page
    .getByRole('button', { name: words.answersOf(STUDENT_NAME) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: words.answersOf(STUDENT_NAME) });
  // One grading form under each answer graded by hand (OtherGradeForm), named by its question's key.
  const forms = dialog.locator('[data-testid^="grade-other-"]');
  await forms.first().waitFor();
  const ids = await forms.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!));
  for (const id of ids) {
    const form = dialog.getByTestId(id);
    await form.getByRole('textbox', { name: words.gradeLabel }).fill('1');
    await form.getByRole('button', { name: words.give }).click();
    await form.getByRole('button', { name: words.change }).waitFor();
  }
  const count = ids.length;
  await screenshot(page, `question-kinds-3-graded-${place.language}`);
  return count;
}

/** The student's review again: each answer graded by hand now shows its point. */
export async function checkGradedPoints(page: Page, place: JourneyPlace, answered: Answered[]): Promise<void> {
  const words = WORDS[place.language];
  await page.reload();
  for (const { key, kind } of answered.filter((a) => BY_HAND.has(a.kind))) {
    await expect
      .poll(() => page.getByTestId(`review-points-${key}`).innerText(), { message: `${kind} ${key}`, timeout: 15_000 })
      .toMatch(words.onePoint);
    expect(await page.getByTestId(`review-${key}`).innerText()).not.toContain(words.awaitingGrading);
  }
  await screenshot(page, `question-kinds-4-points-${place.language}`);
}
