/**
 * The instructor's journey through the real UI, on the demo school: a new lesson of
 * "JavaScript Fundamentals" with a YouTube video, a PDF presentation (a tiny valid PDF made
 * here), a link, a task and a two-question test; the lesson dragged with the mouse to the top
 * of the course, an order that survives a reload; one seeded answer approved and another
 * returned for rework; an exam mark given in the rating table; the rating distribution changed
 * and the totals counted again. Screenshots in English and Russian, light and dark, wide and
 * phone-sized, land in test-results/e2e/.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, pathOf, screenshot, useE2E, waitForPath } from './harness';
import { openInstructorCourse } from './taskPages';

const e2e = useE2E();

const COURSE = 'JavaScript Fundamentals';
const LESSON = 'Journey lesson: arrays';
const VIDEO = { name: 'Arrays in ten minutes', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
const PRESENTATION = 'Arrays cheat sheet';
const LINK = { text: 'MDN: Array', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array' };
const TASK = 'Sum of an array';
const TEST = 'Arrays: check yourself';
/** Seeded answers to "Types in practice" waiting for review (server/db/seed/demoTasks.ts). */
const APPROVED = 'Алексей Кузнецов';
const RETURNED = 'Michael Brown';

/**
 * A small valid PDF: one empty A7 page, with a cross-reference table whose offsets are right,
 * so the server's sniffing (and any PDF reader) takes it.
 */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 210 298] /Contents 4 0 R /Resources << >> >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Waits for the green notice holding `text`. */
async function success(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('notice-success').filter({ hasText: text }).first().waitFor();
}

/** The open dialog (MUI's role="dialog"), optionally by its name. */
function dialog(page: Page, name?: string | RegExp): Locator {
  return name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
}

/** Saves the open dialog and waits for it to close. */
async function saveDialog(page: Page, box: Locator): Promise<void> {
  await box.getByRole('button', { name: 'Save' }).click();
  await box.waitFor({ state: 'hidden' });
}

/** The names of the course's lessons, top to bottom, as the course page lists them. */
async function lessonOrder(page: Page): Promise<string[]> {
  const rows = page.getByTestId('lesson-list').locator('> li');
  const count = await rows.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push((await rows.nth(i).getByRole('link').first().innerText()).replace(/^\d+\.\s*/, '').trim());
  return names;
}

/** Drags a lesson by its handle with the mouse, in small steps as a hand would, onto another. */
async function dragLesson(page: Page, from: Locator, onto: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await onto.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + ((end.y - start.y - 10) * i) / steps);
  }
  await page.mouse.up();
}

/** A rating table cell of a student's row (by name) and column key, e.g. 'total' or 'exam:2'. */
function ratingCell(page: Page, student: string, column: string): Locator {
  return page.getByTestId('rating-table').locator('[role="row"]').filter({ hasText: student }).locator(`[data-column="${column}"]`);
}

describe('the instructor journey', () => {
  it(
    'builds a lesson with every material, reorders lessons, reviews answers, gives an exam mark and changes the distribution',
    { timeout: 300_000 },
    async () => {
      const { page } = await e2e.newPage();
      await logIn(page, DEMO.instructor);

      // 1. The course, from the home's "My courses".
      await openInstructorCourse(page, COURSE);
      const coursePath = pathOf(page);
      const seeded = await lessonOrder(page);
      expect(seeded.length).toBeGreaterThanOrEqual(3);

      // 2. A new lesson; it goes last.
      await page.getByRole('button', { name: 'Add lesson' }).click();
      const lessonDialog = dialog(page, 'New lesson');
      await lessonDialog.getByRole('textbox', { name: 'Lesson name' }).fill(LESSON);
      await saveDialog(page, lessonDialog);
      await success(page, /lesson/i);
      await page
        .getByTestId('lesson-list')
        .getByRole('link', { name: new RegExp(LESSON) })
        .waitFor();
      expect(await lessonOrder(page)).toEqual([...seeded, LESSON]);

      // 3. Its materials: a YouTube video ...
      await page
        .getByTestId('lesson-list')
        .getByRole('link', { name: new RegExp(LESSON) })
        .click();
      await page.getByRole('heading', { level: 1, name: LESSON }).waitFor();
      await page.getByRole('button', { name: 'Add video' }).click();
      const videoDialog = dialog(page, 'New video');
      await videoDialog.getByRole('textbox', { name: 'Video name' }).fill(VIDEO.name);
      await videoDialog.getByRole('textbox', { name: 'Link to the video' }).fill(VIDEO.link);
      await saveDialog(page, videoDialog);
      await page.getByText(VIDEO.name).first().waitFor();

      // ... a PDF presentation, uploaded and checked by the server ...
      const pdfFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'lms-e2e-pdf-')), 'arrays.pdf');
      await fs.writeFile(pdfFile, tinyPdf());
      await page.getByRole('tab', { name: /Presentations/ }).click();
      await page.getByRole('button', { name: 'Add presentation' }).click();
      const presentationDialog = dialog(page, 'New presentation');
      await presentationDialog.getByRole('textbox', { name: 'Presentation name' }).fill(PRESENTATION);
      const chooser = page.waitForEvent('filechooser');
      await presentationDialog.getByRole('button', { name: 'Choose a PDF' }).click();
      await (await chooser).setFiles(pdfFile);
      await presentationDialog.getByText('Uploaded: arrays.pdf').waitFor();
      await saveDialog(page, presentationDialog);
      await page.getByText(PRESENTATION).first().waitFor();

      // ... a link ...
      await page.getByRole('tab', { name: /Links/ }).click();
      await page.getByRole('button', { name: 'Add link' }).click();
      const linkDialog = dialog(page, 'New link');
      await linkDialog.getByRole('textbox', { name: 'Text of the link' }).fill(LINK.text);
      await linkDialog.getByRole('textbox', { name: 'Address' }).fill(LINK.url);
      await saveDialog(page, linkDialog);
      await page.getByRole('link', { name: LINK.text }).waitFor();

      // ... a task ...
      await page.getByRole('tab', { name: /Tasks/ }).click();
      await page.getByRole('button', { name: 'Add task' }).click();
      const taskDialog = dialog(page, 'New task');
      await taskDialog.getByRole('textbox', { name: 'Task name' }).fill(TASK);
      await taskDialog.getByRole('textbox', { name: 'Deadline' }).fill('01/03/2027 18:00');
      await taskDialog.getByRole('spinbutton', { name: 'Maximum points' }).fill('15');
      await taskDialog.getByRole('textbox', { name: 'Description' }).fill('Write sum(numbers) without a loop.');
      await saveDialog(page, taskDialog);
      await page.getByText(TASK).first().waitFor();

      // ... and a test of two questions.
      await page.getByRole('tab', { name: /Tests/ }).click();
      await page.getByRole('button', { name: 'Add test' }).click();
      const testDialog = dialog(page, 'New test');
      await testDialog.getByRole('textbox', { name: 'Test name' }).fill(TEST);
      await testDialog.getByRole('button', { name: 'Add question' }).click();
      const questions = [
        { text: 'Which method adds an element at the end?', options: ['push', 'shift'], correct: 1 },
        { text: 'What does [1, 2, 3].length give?', options: ['2', '3'], correct: 2 },
      ];
      for (const [index, question] of questions.entries()) {
        const region = testDialog.getByRole('region', { name: `Question ${index + 1}` });
        await region.getByRole('textbox', { name: 'Question', exact: true }).fill(question.text);
        await region.getByRole('textbox', { name: 'Option 1', exact: true }).fill(question.options[0]);
        await region.getByRole('textbox', { name: 'Option 2', exact: true }).fill(question.options[1]);
        await region.getByRole('radio', { name: `Option ${question.correct} is correct` }).check();
      }
      await screenshot(page, 'instructor-journey-01-test-editor');
      await saveDialog(page, testDialog);
      await page.getByText(TEST).first().waitFor();
      // A new test is a draft until it is published.
      const testRow = page.getByRole('listitem').filter({ hasText: TEST });
      await testRow.getByText('Draft').waitFor();
      await testRow.getByRole('button', { name: 'Publish now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
      await testRow.getByText('Draft').waitFor({ state: 'detached' });
      await screenshot(page, 'instructor-journey-02-lesson-built');

      // 4. Back on the course: the new lesson dragged with the mouse to the top; the order persists.
      await page.goto(coursePath);
      await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
      const rows = page.getByTestId('lesson-list').locator('> li');
      await dragLesson(page, rows.last().getByRole('button', { name: `Reorder "${LESSON}"` }), rows.first());
      await expect.poll(() => lessonOrder(page), { timeout: 15_000 }).toEqual([LESSON, ...seeded]);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
      await expect.poll(() => lessonOrder(page), { timeout: 15_000 }).toEqual([LESSON, ...seeded]);
      await screenshot(page, 'instructor-journey-03-lessons-reordered');

      // 5. Review: approve one waiting answer to "Types in practice", return another.
      await page
        .getByTestId('lesson-list')
        .getByRole('link', { name: new RegExp(seeded[0]) })
        .click();
      await page.getByRole('tab', { name: /Tasks/ }).click();
      await page
        .getByRole('button', { name: /Answers to "Types in practice"/ })
        .or(page.getByRole('link', { name: /Answers to "Types in practice"/ }))
        .first()
        .click();
      await page.getByRole('tab', { name: /Waiting/ }).waitFor();
      await page.getByRole('button', { name: `Open the answer of ${APPROVED}` }).click();
      let review = dialog(page, `Answer of ${APPROVED}`);
      await review.getByRole('spinbutton', { name: 'Points' }).fill('8');
      await review.getByRole('textbox', { name: 'Comment for the student' }).fill('Good: handles null and arrays.');
      await review.getByRole('button', { name: 'Approve' }).click();
      await review.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Open the answer of ${RETURNED}` }).click();
      review = dialog(page, `Answer of ${RETURNED}`);
      await review.getByRole('textbox', { name: 'Comment for the student' }).fill('Arrays are objects too: check Array.isArray first.');
      await review.getByRole('button', { name: 'Return for rework' }).click();
      await review.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: /Accepted/ }).click();
      await page.getByText(APPROVED).first().waitFor();
      await page.getByRole('tab', { name: /Not accepted/ }).click();
      await page.getByText(RETURNED).first().waitFor();
      await screenshot(page, 'instructor-journey-04-answers-reviewed');

      // 6. The rating: the approved points are in the table; a final exam mark changes the totals.
      await page.goto(coursePath);
      await page.getByRole('link', { name: 'Rating' }).click();
      await waitForPath(page, `${coursePath}/rating`);
      await page.getByTestId('rating-table').waitFor();
      await page.getByRole('searchbox', { name: 'Search a student' }).fill('Кузнецов');
      await expect.poll(() => page.getByTestId('rating-table').locator('[role="row"][aria-rowindex]').count()).toBe(3);
      const taskColumn = await page
        .getByTestId('rating-table')
        .locator('[role="columnheader"][data-column^="task:"]')
        .filter({ hasText: 'Types in practice' })
        .getAttribute('data-column');
      await expect.poll(() => ratingCell(page, APPROVED, taskColumn!).innerText()).toBe('8');
      // The totals are the last columns: the table draws only those in view, so scroll to them as a reader would.
      await page.getByTestId('rating-scroll').evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const totalBefore = await ratingCell(page, APPROVED, 'total').innerText();
      await page.getByRole('link', { name: 'Exams only' }).click();
      await waitForPath(page, `${coursePath}/exams`);
      const finalMark = page.getByRole('button', { name: new RegExp(`^Final exam: mark of ${APPROVED}`) });
      await finalMark.click();
      const editor = page.getByTestId('mark-editor');
      await editor.getByRole('textbox').fill('101');
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.getByText('Enter a whole number from 0 to 100.').waitFor();
      await editor.getByRole('textbox').fill('90');
      await editor.getByRole('button', { name: 'Save' }).click();
      await success(page, 'The mark has been saved.');
      await expect.poll(() => finalMark.innerText()).toBe('90');
      await page.getByRole('searchbox', { name: 'Search a student' }).fill('Кузнецов');
      await expect.poll(() => ratingCell(page, APPROVED, 'total').innerText()).not.toBe(totalBefore);
      await screenshot(page, 'instructor-journey-05-exam-mark');

      // 7. The distribution: a sum other than 100 is refused; 20/20/60 is saved and the totals change.
      const totalWithMark = await ratingCell(page, APPROVED, 'total').innerText();
      await page.getByRole('button', { name: 'Distribution' }).click();
      const distribution = dialog(page, 'Rating distribution');
      await distribution.getByRole('textbox', { name: 'Tasks' }).fill('20');
      await distribution.getByTestId('distribution-sum').filter({ hasText: 'must be 100%' }).waitFor();
      await distribution.getByRole('textbox', { name: 'Tests' }).fill('20');
      await distribution.getByRole('textbox', { name: 'Exams' }).fill('60');
      await distribution
        .getByTestId('distribution-sum')
        .filter({ hasText: /^Sum100%$/ })
        .waitFor();
      await screenshot(page, 'instructor-journey-06-distribution');
      await saveDialog(page, distribution);
      await success(page, 'The rating distribution has been saved.');
      await page.getByTestId('rating-facts').filter({ hasText: 'tasks 20%, tests 20%, exams 60%' }).waitFor();
      await expect.poll(() => ratingCell(page, APPROVED, 'total').innerText()).not.toBe(totalWithMark);
      await screenshot(page, 'instructor-journey-07-totals-changed');
      // A total opens into its formula, which ends in the number the cell shows.
      const total = await ratingCell(page, APPROVED, 'total').innerText();
      await ratingCell(page, APPROVED, 'total').getByRole('button').click();
      const formula = dialog(page, 'How the total is made');
      await formula
        .getByTestId('formula-total')
        .filter({ hasText: `Total = ${total} of 100` })
        .waitFor();
      await formula.getByTestId('formula-exams').filter({ hasText: '× weight' }).waitFor();
      await screenshot(page, 'instructor-journey-07-total-formula');
      await page.keyboard.press('Escape');
      await formula.waitFor({ state: 'hidden' });

      // 8. The whole table in Russian, and on a phone in the dark.
      await page.getByRole('link', { name: 'Whole rating' }).click();
      await page.getByTestId('rating-table').waitFor();
      // (The harness's chooseLanguage waits for every menu to close; an area's side menu never does.)
      await page.getByTestId('language-switch').first().click();
      await page.getByRole('menuitem', { name: 'Русский' }).click();
      await page.getByRole('heading', { level: 1, name: 'Рейтинг студентов' }).waitFor();
      await page.getByTestId('rating-table').getByRole('columnheader', { name: 'Итоги' }).waitFor();
      await screenshot(page, 'instructor-journey-08-rating-ru');
      const phone = await e2e.newPage({ viewport: { width: 415, height: 860 }, colorScheme: 'dark' });
      await logIn(phone.page, DEMO.instructor);
      await phone.page.goto(`${coursePath}/rating`);
      await phone.page.getByTestId('rating-table').waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page itself does not scroll sideways at 415 px').toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'instructor-journey-09-rating-phone-dark');
      await phone.page.goto('/instructor/group-rating');
      await phone.page.getByRole('heading', { level: 2, name: COURSE }).waitFor();
      await screenshot(phone.page, 'instructor-journey-10-group-rating-phone-dark');
    },
  );
});
