/**
 * Deadline extensions, reminders and the late-penalty rule in Chromium against the real server:
 * the instructor opens the answers of the demo's open task, sees the seeded extension of a
 * student who was ill under "Not submitted", reminds everyone who has not answered (a second
 * press within the hour is skipped, and the notice says so), gives another student a later
 * deadline, and, in Russian on a phone in the dark theme, takes it back. The student then reads
 * the task with the rule for late answers. axe-core finds nothing critical or serious on the way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './screenChecks';
import { chooseLanguage, DEMO, logIn, screenshot, useE2E } from './harness';
import { openStudentTask, openTaskAnswers } from './taskPages';

const e2e = useE2E();

const COURSE = 'JavaScript Fundamentals';
const LESSON = 'Functions and scope';
const TASK = 'A counter with a closure';

/** Waits for the green notice holding `text`. */
const notice = (page: Page, text: string) => page.getByTestId('notice-success').filter({ hasText: text }).first().waitFor();

/** The instructor's way to the open task's answers. */
const openCounterAnswers = (page: Page) => openTaskAnswers(page, COURSE, TASK, LESSON);

describe('deadline extensions and reminders', { timeout: 180_000 }, () => {
  it('reminds who has not answered and extends one student’s deadline, in English', async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.instructor);
    await chooseLanguage(page, 'English');
    await openCounterAnswers(page);
    await page.getByRole('tab', { name: /^Not submitted/ }).click();
    // The seed's student who was ill has a week more: 7 Feb 2027, 23:59 in Moscow.
    await page.getByText('Extended to 7 Feb 2027, 23:59').waitFor();
    await page.getByText(/^Late answers lose 10% of the points for each day late, keeping at least 50%\.$/).waitFor();

    const remindAll = page.getByRole('button', { name: /^Remind everyone who has not answered \(\d+\)$/ });
    const owing = Number((await remindAll.textContent())!.match(/\((\d+)\)/)![1]);
    await remindAll.click();
    await notice(page, `Reminders sent: ${owing}.`);
    await remindAll.click();
    await notice(page, `Reminders sent: 0. Skipped, as reminded within the last hour: ${owing}.`);

    const row = page.locator('[data-testid^="not-submitted-"]').filter({ hasNotText: 'Extended to' }).first();
    const name = (await row.locator('p').first().textContent())!;
    await row.getByRole('button', { name: `Extend the deadline of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deadline of ${name}` });
    await dialog.getByLabel(/^Own deadline/).fill('10/02/2027 18:00');
    await dialog.getByRole('button', { name: 'Save the deadline' }).click();
    await notice(page, 'The deadline has been extended for the student.');
    await page.locator('[data-testid^="not-submitted-"]').filter({ hasText: name }).getByText('Extended to 10 Feb 2027, 18:00').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'task-extensions-en');
  });

  it('takes an extension back in Russian, on a phone, in the dark theme', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 415, height: 900 }, colorScheme: 'dark' });
    await logIn(page, DEMO.instructor);
    await chooseLanguage(page, 'English');
    await openCounterAnswers(page);
    await chooseLanguage(page, 'Русский');
    await page.getByRole('tab', { name: /^Не сдали/ }).click();
    const row = page.locator('[data-testid^="not-submitted-"]').filter({ hasText: 'Продлено до 07.02.2027, 23:59' });
    const name = (await row.locator('p').first().textContent())!;
    await row.getByRole('button', { name: `Продлить срок для ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Срок для ${name}` });
    expect(await dialog.getByLabel(/^Собственный срок/).inputValue()).toBe('07.02.2027 23:59');
    await screenshot(page, 'task-extension-dialog-ru-dark-415');
    await dialog.getByRole('button', { name: 'Отменить продление' }).click();
    await notice(page, 'Продление отменено: для студента снова действует срок задания.');
    await page.getByText('Продлено до 07.02.2027, 23:59').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the student the rule for late answers', async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.student);
    await chooseLanguage(page, 'English');
    await openStudentTask(page, COURSE, LESSON, TASK);
    await page.getByText('Late answers lose 10% of the points for each day late, keeping at least 50%.').waitFor();
    await chooseLanguage(page, 'Русский');
    await page.getByText('Опоздавший ответ теряет 10% баллов за каждый день опоздания, но сохраняет не меньше 50%.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'task-penalty-rule-student-ru');
  });
});
