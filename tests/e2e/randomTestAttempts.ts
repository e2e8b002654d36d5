/**
 * Issue 17's journey, its attempts (item 3): the instructor allows two attempts graded by the
 * highest, with no wait; after the first attempt and its review the student sits the second from
 * the attempts panel, sees both attempts with the grade, and that none is left, on the page and
 * in the API. The words are the app's own (src/i18n), so either language runs the same steps.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { enQuizAttempts } from '../../src/i18n/enQuizAttempts';
import { ruQuizAttempts } from '../../src/i18n/ruQuizAttempts';
import { screenshot } from './harness';
import { answerPaper, type Answered } from './paperAnswers';
import { sessionToken, type JourneyPlace } from './randomTestJourney';
import { WORDS } from './randomTestWords';

const ATTEMPT_WORDS = { en: enQuizAttempts.quizAttempts, ru: ruQuizAttempts.quizAttempts };
const ALLOWED = 2;

/** An i18n phrase with its %{name} places filled in. */
function phrase(text: string, values: Record<string, string | number>): string {
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** "X of Y" in the page's language, any numbers (the points depend on what was drawn). */
function scorePattern(place: JourneyPlace): RegExp {
  const number = String.raw`\d+(?:[.,]\d+)?`;
  return new RegExp(phrase(ATTEMPT_WORDS[place.language].score, { received: number, max: number }));
}

/** In the test editor (before it is saved): two attempts, the highest counts, no wait between them. */
export function allowTwoAttempts(page: Page, place: JourneyPlace): (editor: Locator) => Promise<void> {
  const words = ATTEMPT_WORDS[place.language];
  return async (editor) => {
    await editor.getByRole('textbox', { name: words.editor.allowed }).fill(String(ALLOWED));
    await editor.getByRole('combobox', { name: words.editor.gradingMethod }).click();
    await page.getByRole('option', { name: words.methods.HIGHEST, exact: true }).click();
    await editor.getByRole('textbox', { name: words.editor.wait }).fill('0');
  };
}

/** Step 8: from the attempts panel under the first attempt's review, attempt 2 started, answered and submitted. */
export async function sitSecondAttempt(page: Page, place: JourneyPlace, questions: number): Promise<Answered[]> {
  const words = ATTEMPT_WORDS[place.language];
  const panel = page.getByTestId('attempts-panel');
  await panel.getByRole('button', { name: phrase(words.student.sitAgain, { n: 2 }), exact: true }).click();
  await page.getByRole('timer').waitFor();
  const kinds = await answerPaper(page, place.language);
  // A new paper of as many questions as the first (its draw may differ).
  expect(kinds).toHaveLength(questions);
  await screenshot(page, `random-journey-7-second-answered-${place.language}`);
  await page.getByTestId('submit-test').click();
  await page.getByTestId('confirm-submit').click();
  await page.getByTestId('finished-message').filter({ hasText: WORDS[place.language].submitted }).waitFor();
  return kinds;
}

interface StudentTestBody {
  attempts: Array<{ attemptNo: number; points: { pointsReceived: number } | null }>;
  attemptsLeft: number | null;
  grade: { pointsReceived: number } | null;
  nextAttemptBlock: string | null;
}

/** Step 9: both attempts listed with their points and the grade, none left; the API says the same. */
export async function checkNoAttemptLeft(page: Page, place: JourneyPlace, baseUrl: string): Promise<void> {
  const words = ATTEMPT_WORDS[place.language];
  const panel = page.getByTestId('attempts-panel');
  const score = scorePattern(place);
  for (const n of [1, 2]) {
    const row = panel.getByRole('button', { name: phrase(words.student.review, { n }), exact: true });
    await row.getByText(phrase(words.student.pastRow, { n, date: '' }).trim(), { exact: false }).waitFor();
    await row.getByText(score).waitFor();
  }
  await expect.poll(() => panel.getByTestId('attempts-list').getByRole('button').count()).toBe(ALLOWED);
  await expect.poll(() => panel.getByTestId('attempts-grade').innerText()).toMatch(phrase(words.student.grade, { points: '' }).trim());
  expect(await panel.getByTestId('attempts-grade').innerText()).toMatch(score);
  await panel.getByTestId('next-attempt-blocked').filter({ hasText: words.student.blocked.NO_ATTEMPTS_LEFT }).waitFor();
  expect(await panel.getByTestId('start-next-attempt').count()).toBe(0);
  await screenshot(page, `random-journey-8-no-attempt-left-${place.language}`);

  const response = await fetch(`${baseUrl}/api/lessons/students/tests/${place.testId}`, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  const raw = await response.text();
  expect(response.status, raw).toBe(200);
  const body = JSON.parse(raw) as StudentTestBody;
  expect(body.attempts.map((a) => a.attemptNo)).toEqual([1, 2]);
  expect(body.attemptsLeft).toBe(0);
  expect(body.nextAttemptBlock).toBe('NO_ATTEMPTS_LEFT');
  // HIGHEST: the grade is the better of the two attempts.
  expect(body.grade?.pointsReceived).toBe(Math.max(...body.attempts.map((a) => a.points?.pointsReceived ?? Number.NaN)));
}
