/**
 * The administrator's journey through the real UI: a new group, course and
 * instructor; students imported from a LibreOffice spreadsheet into the group; the instructor
 * and the group put on the course; one imported student blocked and then refused at login;
 * the course deleted to the trash and restored from there with its group and instructor.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, ROOT, SCHOOL_NAME, logIn, pathOf, screenshot, submitLogin, useE2E, waitForPath } from './harness';

const e2e = useE2E();

const IMPORT_FILE = path.join(ROOT, 'tests/fixtures/import/libreoffice-en.xlsx');
/** The 3 students of libreoffice-en.xlsx (tests/fixtures/import/README.md). */
const IMPORTED = [
  { fullName: 'Alice Brown', email: 'alice.brown@example.test' },
  { fullName: 'Bob Stone', email: 'bob.stone@example.test' },
  { fullName: 'Carol White', email: 'carol.white@example.test' },
];
const GROUP = 'Journey Group E2E';
const COURSE = 'Journey Course E2E';
const INSTRUCTOR = {
  name: 'Jane',
  lastName: 'Journey',
  fullName: 'Jane Journey',
  email: 'jane.journey@example.test',
  specialization: 'Geometry',
};
const BLOCKED = IMPORTED[1];
const BLOCKED_PASSWORD = 'bob-secret-1';

/** Waits for the green notice holding `text`. */
async function success(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('notice-success').filter({ hasText: text }).first().waitFor();
}

/** Opens an admin section from the side menu and waits for its list page. */
async function openSection(page: Page, name: string, pathname: string): Promise<void> {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await waitForPath(page, pathname);
}

/** Waits for a record's show page (/admin/<resource>/<id>/show) and returns its id. */
async function waitForShowPage(page: Page, resource: string): Promise<string> {
  const pattern = new RegExp(`^/admin/${resource}/(\\d+)/show$`);
  await page.waitForURL((url) => pattern.test(url.pathname));
  return pathOf(page).match(pattern)![1];
}

/** The rows of the page's data table (react-admin's DataTable). */
function rows(page: Page): Locator {
  return page.locator('table tbody tr');
}

/** Types into the list's search box and waits for the filter to reach the URL (the rows are awaited by the caller). */
async function search(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Search');
  await box.fill(text);
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(text));
}

/** The course's details tab names the new group and the new instructor. */
async function expectCourseStaffed(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
  await page.getByText(COURSE, { exact: true }).first().waitFor();
  await page.getByText(GROUP, { exact: true }).waitFor();
  await page.getByText(INSTRUCTOR.fullName, { exact: true }).waitFor();
}

/** The forgotten-password flow in a fresh browser: the mail's link sets `password` and logs in. */
async function setPasswordByMail(email: string, password: string): Promise<void> {
  const { page, context } = await e2e.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.locator('input[name="email"]').fill(email);
  const before = await e2e.outboxFiles();
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const mail = await e2e.waitForMail(email, { after: before });
  expect(mail.subject).toBe(`Reset your password at ${SCHOOL_NAME}`);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
  expect(link, `a reset link in ${mail.file}:\n${mail.text}`).toBeDefined();
  await page.goto(link!);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await waitForPath(page, '/student*');
  await page.getByTestId('welcome').waitFor();
  await screenshot(page, 'admin-journey-student-password-set');
  await context.close();
}

describe('the administrator journey', () => {
  // One long journey: each step builds on the last. Generous time for a loaded machine.
  it(
    'creates a group, course and instructor, imports students, staffs the course, blocks a student, and restores the deleted course',
    { timeout: 240_000 },
    async () => {
      const { page } = await e2e.newPage();
      await logIn(page, DEMO.admin);
      // The home names the school (the app bar does too, beside the logo).
      await page.locator('#main-content').getByText(SCHOOL_NAME, { exact: true }).waitFor();

      // 1. A group ...
      await openSection(page, 'Groups', '/admin/groups');
      await page.getByRole('link', { name: 'Create' }).click();
      await waitForPath(page, '/admin/groups/create');
      await page.getByRole('textbox', { name: 'Group name' }).fill(GROUP);
      await page.getByLabel('Description').fill('Made by the admin journey test.');
      await screenshot(page, 'admin-journey-01-group-form');
      await page.getByRole('button', { name: 'Save' }).click();
      await success(page, 'The group has been created.');
      const groupId = await waitForShowPage(page, 'groups');
      await page.getByText(GROUP, { exact: true }).first().waitFor();
      await screenshot(page, 'admin-journey-02-group-created');

      // ... a course ...
      await openSection(page, 'Courses', '/admin/courses');
      await page.getByRole('link', { name: 'Create' }).click();
      await waitForPath(page, '/admin/courses/create');
      await page.getByRole('textbox', { name: 'Course name' }).fill(COURSE);
      await page.getByRole('button', { name: 'Save' }).click();
      await success(page, 'The course has been created.');
      const courseId = await waitForShowPage(page, 'courses');
      await page.getByText(COURSE, { exact: true }).first().waitFor();
      await screenshot(page, 'admin-journey-03-course-created');

      // ... and an instructor, whose invitation lands in the outbox without a password.
      await openSection(page, 'Instructors', '/admin/instructors');
      await page.getByRole('link', { name: 'Create' }).click();
      await waitForPath(page, '/admin/instructors/create');
      await page.getByLabel('First name').fill(INSTRUCTOR.name);
      await page.getByLabel('Last name').fill(INSTRUCTOR.lastName);
      await page.getByLabel('Email').fill(INSTRUCTOR.email);
      await page.getByLabel('Specialization').fill(INSTRUCTOR.specialization);
      await screenshot(page, 'admin-journey-04-instructor-form');
      const beforeInvite = await e2e.outboxFiles();
      await page.getByRole('button', { name: 'Save' }).click();
      await success(page, `The instructor has been added. An invitation to set a password has been sent to ${INSTRUCTOR.email}.`);
      await waitForPath(page, '/admin/instructors');
      await rows(page).filter({ hasText: INSTRUCTOR.fullName }).waitFor();
      await screenshot(page, 'admin-journey-05-instructor-created');
      const invite = await e2e.waitForMail(INSTRUCTOR.email, { after: beforeInvite });
      expect(invite.subject).toBe(`Your account at ${SCHOOL_NAME}`);
      expect(invite.text).toContain(`Hello, ${INSTRUCTOR.name}!`);
      expect(invite.text).toContain('as an instructor');
      expect(invite.text).toMatch(new RegExp(`${e2e.baseUrl}/reset-password/[\\w-]+`));
      // A link to set a password, never a password itself.
      expect(invite.text).not.toMatch(/password\s*[:=]/i);
      expect(invite.text).not.toContain('demo123');

      // 2. Students imported into the new group from a spreadsheet saved by LibreOffice.
      await openSection(page, 'Students', '/admin/students');
      await page.getByRole('button', { name: 'Import from Excel' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import students from Excel' });
      await importDialog.waitFor();
      await importDialog.getByRole('combobox', { name: 'Group' }).click();
      await page.getByRole('option', { name: GROUP, exact: true }).click();
      await importDialog.getByTestId('import-file-input').setInputFiles(IMPORT_FILE);
      await importDialog.getByTestId('import-file-name').filter({ hasText: 'libreoffice-en.xlsx' }).waitFor();
      await screenshot(page, 'admin-journey-06-import-form');
      const beforeImport = await e2e.outboxFiles();
      await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
      const imported = importDialog.getByTestId('import-success');
      await imported.filter({ hasText: `${IMPORTED.length} students imported` }).waitFor();
      expect(await imported.textContent()).toContain(`Students imported: ${IMPORTED.length}.`);
      await screenshot(page, 'admin-journey-07-imported');
      await importDialog.getByRole('button', { name: 'Close' }).click();
      await importDialog.waitFor({ state: 'hidden' });
      // Each of them is invited to set a password.
      for (const student of IMPORTED) await e2e.waitForMail(student.email, { after: beforeImport });

      await search(page, 'example.test');
      for (const student of IMPORTED) {
        const row = rows(page).filter({ hasText: student.fullName });
        await row.filter({ hasText: student.email }).filter({ hasText: GROUP }).waitFor();
      }
      await expect.poll(() => rows(page).count()).toBe(IMPORTED.length);
      await screenshot(page, 'admin-journey-08-students-listed');

      // 3. The instructor and the group put on the course.
      await openSection(page, 'Courses', '/admin/courses');
      await rows(page).filter({ hasText: COURSE }).click();
      await waitForShowPage(page, 'courses');
      expect(pathOf(page)).toBe(`/admin/courses/${courseId}/show`);

      await page.getByRole('tab', { name: 'Groups' }).click();
      await page.getByText('No groups on this course yet.', { exact: false }).waitFor();
      await page.getByRole('combobox', { name: 'Group to add' }).click();
      await page.getByRole('option', { name: GROUP, exact: true }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await success(page, 'The group has been added to the course.');
      const groupLink = page.getByRole('listitem').getByRole('link', { name: GROUP, exact: true });
      await groupLink.waitFor();
      expect(await groupLink.getAttribute('href')).toBe(`/admin/groups/${groupId}/show`);
      await screenshot(page, 'admin-journey-09-course-group');

      await page.getByRole('tab', { name: 'Instructors' }).click();
      await page.getByText('No instructors on this course yet.').waitFor();
      await page.getByRole('button', { name: 'Assign instructors' }).click();
      const assignDialog = page.getByRole('dialog', { name: `Assign instructors to "${COURSE}"` });
      await assignDialog.waitFor();
      await assignDialog.getByRole('combobox', { name: 'Instructors' }).fill(INSTRUCTOR.lastName);
      await page.getByRole('option', { name: INSTRUCTOR.fullName }).click();
      await screenshot(page, 'admin-journey-10-assign-dialog');
      await assignDialog.getByRole('button', { name: 'Assign instructors' }).click();
      await success(page, 'The instructors have been assigned to the course.');
      await assignDialog.waitFor({ state: 'hidden' });
      await rows(page).filter({ hasText: INSTRUCTOR.fullName }).filter({ hasText: INSTRUCTOR.email }).waitFor();
      await screenshot(page, 'admin-journey-11-course-instructor');

      await page.getByRole('tab', { name: 'Students' }).click();
      for (const student of IMPORTED) {
        await rows(page).filter({ hasText: student.fullName }).filter({ hasText: GROUP }).waitFor();
      }
      await expect.poll(() => rows(page).count()).toBe(IMPORTED.length);
      await screenshot(page, 'admin-journey-12-course-students');

      await page.getByRole('tab', { name: 'Details' }).click();
      await expectCourseStaffed(page);
      await screenshot(page, 'admin-journey-13-course-details');

      // 4. One imported student sets a password through the reset mail, then gets blocked.
      await setPasswordByMail(BLOCKED.email, BLOCKED_PASSWORD);

      await openSection(page, 'Students', '/admin/students');
      await search(page, BLOCKED.email);
      const blockedRow = rows(page).filter({ hasText: BLOCKED.fullName });
      await blockedRow.filter({ hasText: 'Allowed' }).waitFor();
      await expect.poll(() => rows(page).count()).toBe(1);
      await blockedRow.getByRole('button', { name: 'Block' }).click();
      const confirmBlock = page.getByRole('dialog', { name: `Block ${BLOCKED.fullName}?` });
      await confirmBlock.waitFor();
      await confirmBlock.getByText('The student will not be able to log in until unblocked').waitFor();
      await screenshot(page, 'admin-journey-14-block-confirm');
      await confirmBlock.getByRole('button', { name: 'Block' }).click();
      await success(page, 'The student has been blocked and logged out.');
      await confirmBlock.waitFor({ state: 'hidden' });
      await blockedRow.filter({ hasText: 'Blocked' }).waitFor();
      await screenshot(page, 'admin-journey-15-blocked');

      const refused = await e2e.newPage();
      await refused.page.goto('/login');
      const loginAnswer = refused.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/authenticate');
      await submitLogin(refused.page, BLOCKED.email, BLOCKED_PASSWORD);
      expect((await loginAnswer).status()).toBe(403);
      await refused.page
        .getByTestId('notice-error')
        .filter({ hasText: 'Your account is blocked. Please contact your school administrator.' })
        .waitFor();
      expect(pathOf(refused.page)).toBe('/login');
      await screenshot(refused.page, 'admin-journey-16-blocked-login');
      await refused.context.close();

      // 5. The course goes to the trash and comes back with its group and instructor.
      await openSection(page, 'Courses', '/admin/courses');
      await rows(page).filter({ hasText: COURSE }).click();
      await waitForShowPage(page, 'courses');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirmDelete = page.getByRole('dialog', { name: `Delete "${COURSE}"?` });
      await confirmDelete.waitFor();
      await screenshot(page, 'admin-journey-17-delete-confirm');
      await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
      await success(page, 'The course has been moved to the trash.');
      await waitForPath(page, '/admin/courses');
      await rows(page).filter({ hasText: 'JavaScript Fundamentals' }).waitFor();
      await rows(page).filter({ hasText: COURSE }).waitFor({ state: 'detached' });
      await screenshot(page, 'admin-journey-18-course-deleted');

      await openSection(page, 'Trash', '/admin/trash');
      const trashed = page.getByTestId('trash-row').filter({ hasText: COURSE });
      await trashed.filter({ hasText: 'Deleted by Anna Admin' }).getByText('Course', { exact: true }).waitFor();
      await screenshot(page, 'admin-journey-19-trash');
      await trashed.getByRole('button', { name: 'Restore' }).click();
      const confirmRestore = page.getByRole('dialog', { name: `Restore "${COURSE}"?` });
      await confirmRestore.waitFor();
      await confirmRestore.getByRole('button', { name: 'Restore' }).click();
      await success(page, 'Restored from the trash.');
      await trashed.waitFor({ state: 'detached' });
      await screenshot(page, 'admin-journey-20-restored');

      await openSection(page, 'Courses', '/admin/courses');
      const restored = rows(page).filter({ hasText: COURSE });
      await restored.filter({ hasText: GROUP }).filter({ hasText: INSTRUCTOR.fullName }).waitFor();
      await screenshot(page, 'admin-journey-21-course-back');
      await restored.click();
      await waitForShowPage(page, 'courses');
      expect(pathOf(page)).toBe(`/admin/courses/${courseId}/show`);
      await expectCourseStaffed(page);
      await page.getByRole('tab', { name: 'Students' }).click();
      for (const student of IMPORTED) await rows(page).filter({ hasText: student.fullName }).waitFor();
      await screenshot(page, 'admin-journey-22-course-restored');
    },
  );
});
