/**
 * The ways to courses and tasks as people click through them, shared by the browser tests of
 * lessons, answers and their reviews.
 */
import type { Page } from 'playwright-core';
import { waitForPath } from './harness';

/** The instructor's way to a course: the home's "My courses" → the course's page. */
export async function openInstructorCourse(page: Page, course: string): Promise<void> {
  await page
    .getByRole('link', { name: /My courses/ })
    .first()
    .click();
  await waitForPath(page, '/instructor/courses');
  await page
    .getByRole('link', { name: new RegExp(course) })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: course }).waitFor();
}

/** The instructor's way to a task's answers: the course → its lesson (the first, unless named) → its Tasks tab → "Answers to …". */
export async function openTaskAnswers(page: Page, course: string, task: string, lesson?: string): Promise<void> {
  await openInstructorCourse(page, course);
  const lessons = page.getByTestId('lesson-list').locator('> li');
  await (lesson ? lessons.filter({ hasText: lesson }) : lessons).first().getByRole('link').first().click();
  await page.getByRole('tab', { name: /Tasks/ }).click();
  await page
    .getByRole('button', { name: `Answers to "${task}"` })
    .or(page.getByRole('link', { name: `Answers to "${task}"` }))
    .first()
    .click();
}

/** The student's way to a task: My courses → the course → the lesson → the task; answers the task page's address. */
export async function openStudentTask(page: Page, course: string, lesson: string, task: string): Promise<string> {
  await page
    .getByRole('link', { name: /My courses/ })
    .first()
    .click();
  await waitForPath(page, '/student/courses');
  await page.locator('[data-testid^="student-course-"]').filter({ hasText: course }).getByRole('link').click();
  await page.locator('[data-testid^="student-lesson-"]').filter({ hasText: lesson }).getByRole('link').click();
  await page.locator('[data-testid^="student-task-"]').filter({ hasText: task }).getByRole('link').click();
  // The lesson's address already starts like the task's: wait for the task's own.
  await page.waitForURL((url) => /^\/student\/courses\/\d+\/lessons\/\d+\/tasks\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: task }).waitFor();
  return page.url();
}
