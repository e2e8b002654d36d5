/**
 * A course copied for a new term and archived, in Chromium against the real server: the admin
 * copies the demo's JavaScript course half a year on, lands on the copy's page, and its
 * instructor finds it with its lessons and no students' work; then, in Russian on a phone in the
 * dark theme, the admin archives the copy (read-only, marked as such in the list) and brings it
 * back. axe-core finds nothing critical or serious on the way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './screenChecks';
import { DEMO, logIn, screenshot, useE2E } from './harness';
import { confirmed, openSection, pageIn, rows } from './adminSteps';
import { openInstructorCourse } from './taskPages';

const e2e = useE2E();

const COURSE = 'JavaScript Fundamentals';
const COPY = 'JavaScript Fundamentals, spring 2027';
const LESSON = 'Functions and scope';

/** The admin's way to a course's page: Courses → the course's row. */
async function openAdminCourse(page: Page, menu: string, course: string) {
  await openSection(page, menu, '/admin/courses');
  await rows(page).filter({ hasText: course }).first().click();
  await page.waitForURL((url) => /^\/admin\/courses\/\d+\/show/.test(url.pathname));
}

describe('course copy for a new term and archiving', { timeout: 180_000 }, () => {
  it('copies a course half a year on, and its instructor finds it with its lessons, in English', async () => {
    const { page } = await pageIn(e2e, 'en');
    await logIn(page, DEMO.admin);
    await openAdminCourse(page, 'Courses', COURSE);
    const sourcePath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Copy for a new term' }).click();
    const dialog = page.getByRole('dialog', { name: `Copy "${COURSE}" for a new term` });
    const name = dialog.getByLabel(/^Name of the copy/);
    expect(await name.inputValue()).toBe(`${COURSE} (copy)`);
    await name.fill(COPY);
    const offset = dialog.getByLabel(/^Move every date by \(days\)/);
    await offset.fill('9999');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.getByText(/^Between -\d+ and \d+ days\.$/).waitFor();
    await offset.fill('182');
    await dialog.getByText(/Finish date: .+ → .+$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'course-copy-dialog-en');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The copy's own page: a new address, its name, no students.
    await page.waitForURL((url) => /^\/admin\/courses\/\d+\/show/.test(url.pathname) && url.pathname !== sourcePath);
    await page.getByRole('heading', { name: COPY }).first().waitFor();

    const instructor = (await pageIn(e2e, 'en')).page;
    await logIn(instructor, DEMO.instructor);
    await openInstructorCourse(instructor, COPY);
    await instructor.getByTestId('lesson-list').getByText(LESSON).first().waitFor();
    await screenshot(instructor, 'course-copy-instructor-en');
  });

  it('archives a course and brings it back, in Russian, on a phone, in the dark theme', async () => {
    const { page } = await pageIn(e2e, 'ru', { viewport: { width: 415, height: 900 }, colorScheme: 'dark' });
    await logIn(page, DEMO.admin);
    // On a phone the menu is folded away: the course is reached by its list's address.
    await page.goto('/admin/courses');
    await page.getByText(COURSE, { exact: true }).first().click();
    await page.waitForURL((url) => /^\/admin\/courses\/\d+\/show/.test(url.pathname));
    const coursePath = new URL(page.url()).pathname;
    await confirmed(page, page, 'В архив');
    const readOnly = page.getByText('Курс в архиве и доступен только для чтения. Чтобы изменить его, верните его из архива.');
    await readOnly.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'course-archived-ru-dark-415');

    await page.goto('/admin/courses');
    await page.getByText('В архиве').first().waitFor();
    await page.goto(coursePath);
    await confirmed(page, page, 'Вернуть из архива');
    await readOnly.waitFor({ state: 'detached' });
  });
});
