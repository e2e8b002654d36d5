/**
 * Pages stay live in two browsers at once (issue 16, defect 5): the demo student has the task
 * page of their accepted answer open and the instructor the answers to review. The instructor
 * returns the answer, and the student's page says "Returned for rework" with the comment; the
 * student sends it again, and the instructor's tabs count it to review; the instructor approves
 * it, and the student's page says "Accepted". Nobody reloads: a marker set in each page at the
 * start is still there at the end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, screenshot, useE2E } from './harness';
import { openStudentTask, openTaskAnswers } from './taskPages';

const e2e = useE2E();

const COURSE = 'JavaScript Fundamentals';
const LESSON = 'Variables and types';
const TASK = 'Types in practice';
const STUDENT = 'Sofia Smirnova';
const COMMENT = 'Add the call with a function and say what typeof gives for it.';
const REWORK = '\n\ntypeName(() => 1); // "function"';

/** The state chip under the task's title. */
const statusChip = (page: Page, label: string) => page.locator('.MuiChip-root').filter({ hasText: label }).first();

/** Marks the page; a reload would wipe the marker. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}
async function notReloaded(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);
}

describe('live pages', () => {
  it('a review and a resend change the other person’s open page without a reload', { timeout: 240_000 }, async () => {
    const student = await e2e.newPage();
    await logIn(student.page, DEMO.student);
    await openStudentTask(student.page, COURSE, LESSON, TASK);
    await statusChip(student.page, 'Accepted').waitFor();
    await mark(student.page);

    const instructor = await e2e.newPage();
    await logIn(instructor.page, DEMO.instructor);
    await openTaskAnswers(instructor.page, COURSE, TASK);
    // An answer sent again waits for review under "Waiting", or "Late" once past the deadline.
    const tab = (name: string) => instructor.page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)`) });
    const count = async (name: string) => Number((await tab(name).innerText()).match(/\((\d+)\)/)![1]);
    const toReview = async () => (await count('Waiting')) + (await count('Late'));
    const lateBefore = await count('Late');
    const toReviewBefore = await toReview();
    await mark(instructor.page);

    // Returned: the student's open page follows.
    await instructor.page.getByRole('tab', { name: /^Accepted/ }).click();
    await instructor.page.getByRole('button', { name: `Open the answer of ${STUDENT}` }).click();
    const review = instructor.page.getByRole('dialog', { name: `Answer of ${STUDENT}` });
    await review.getByRole('textbox', { name: 'Comment for the student' }).fill(COMMENT);
    await review.getByRole('button', { name: 'Return for rework' }).click();
    await review.waitFor({ state: 'hidden' });
    await statusChip(student.page, 'Returned for rework').waitFor();
    await student.page.getByTestId('review-comment').filter({ hasText: COMMENT }).waitFor();
    await screenshot(student.page, 'live-refresh-01-returned');

    // Sent again: the instructor's tabs count one more to review.
    await student.page.getByRole('button', { name: 'Rework and send again' }).click();
    const answer = student.page.getByRole('textbox', { name: 'Answer', exact: true });
    await answer.fill((await answer.inputValue()) + REWORK);
    await student.page.getByRole('button', { name: 'Send again' }).click();
    await statusChip(student.page, 'Waiting for review').waitFor();
    await expect.poll(toReview, { timeout: 15_000 }).toBe(toReviewBefore + 1);
    await screenshot(instructor.page, 'live-refresh-02-waiting');

    // Approved: the student's page says so.
    await tab((await count('Late')) > lateBefore ? 'Late' : 'Waiting').click();
    await instructor.page.getByRole('button', { name: `Open the answer of ${STUDENT}` }).click();
    await review.getByLabel(/^Points/).fill('5');
    await review.getByRole('button', { name: 'Approve' }).click();
    await review.waitFor({ state: 'hidden' });
    await statusChip(student.page, 'Accepted').waitFor();
    await screenshot(student.page, 'live-refresh-03-accepted');

    expect(await notReloaded(student.page)).toBe(true);
    expect(await notReloaded(instructor.page)).toBe(true);
  });
});
