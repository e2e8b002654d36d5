/**
 * The admin tools of issue 16 in Chromium against the real server, in both languages.
 * In Russian: the instructors exported to Excel, an invitation resent (a new mail), an
 * instructor blocked (their open session ends, their login is refused), and the audit log
 * filtered to that block and exported; a typed-in group form asks before it is left. In
 * English: the students of one group selected and blocked in one go, the filtered list
 * exported as CSV, two courses trashed together and restored together from the trash.
 */
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, DEMO, logIn, pathOf, screenshot, submitLogin, useE2E, waitForPath } from './harness';

const e2e = useE2E();

/** Opens an admin section from the side menu and waits for its list page. */
async function openSection(page: Page, name: string, pathname: string): Promise<void> {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await waitForPath(page, pathname);
}

function rows(page: Page): Locator {
  return page.locator('table tbody tr');
}

/** Picks Export → CSV or Excel (or clicks `button`) and returns the file the browser saved. */
async function download(page: Page, choose: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), choose()]);
  return { name: file.suggestedFilename(), body: await fs.readFile((await file.path())!) };
}

async function exportList(page: Page, button: string, format: 'CSV' | 'Excel') {
  await page.getByRole('button', { name: button, exact: true }).click();
  return download(page, () => page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click());
}

/**
 * Clicks a button that asks first, then the dialog's confirm button: named as the button
 * (the app's own confirmations) or react-admin's "Confirm" (its bulk buttons).
 */
async function confirmed(page: Page, scope: Page | Locator, label: string, confirm = label): Promise<void> {
  await scope.getByRole('button', { name: label, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The lines of a CSV without its BOM, each split on commas (the tests' values hold none). */
function csvLines(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.charCodeAt(0), 'a UTF-8 byte order mark').toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

describe('the admin tools', () => {
  it(
    'in Russian: exports the instructors to Excel, resends an invitation, blocks an instructor and finds it in the audit log',
    { timeout: 240_000 },
    async () => {
      // The instructor is working when the admin blocks them.
      const instructor = await e2e.newPage();
      await logIn(instructor.page, DEMO.instructor);

      const { page } = await e2e.newPage();
      await logIn(page, DEMO.admin);
      await chooseLanguage(page, 'Русский');
      await openSection(page, 'Преподаватели', '/admin/instructors');
      await rows(page).filter({ hasText: 'John Carter' }).waitFor();

      // Excel, in Russian: the sheet, the headers and every instructor.
      const excel = await exportList(page, 'Экспорт', 'Excel');
      expect(excel.name).toMatch(/^преподаватели.*\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(excel.body as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Преподаватели')!;
      expect(sheet, 'a sheet named in Russian').toBeDefined();
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(expect.arrayContaining(['Фамилия', 'Имя', 'Почта', 'Специализация']));
      const emails = sheet.getColumn(header.indexOf('Почта') + 1).values.slice(2);
      expect(emails).toEqual(expect.arrayContaining([DEMO.instructor.email, 'john.carter@demo.test', 'maria.ivanova@demo.test']));
      expect(sheet.rowCount).toBe(4);

      // John Carter was never invited: the admin sends him an invitation from his page.
      await rows(page).filter({ hasText: 'John Carter' }).click();
      await page.waitForURL((url) => /^\/admin\/instructors\/\d+\/show$/.test(url.pathname));
      // The list (where Мария Иванова is not invited either) can stay drawn for a moment after the address changes.
      await page.getByRole('button', { name: 'Отправить приглашение снова', exact: true }).waitFor();
      await expect.poll(() => page.getByText('Не отправлено', { exact: true }).count()).toBe(1);
      const beforeInvite = await e2e.outboxFiles();
      await confirmed(page, page, 'Отправить приглашение снова');
      const mail = await e2e.waitForMail('john.carter@demo.test', { after: beforeInvite });
      expect(mail.text).toMatch(new RegExp(`${e2e.baseUrl}/reset-password/[\\w-]+`));
      await page.getByText('Ожидает', { exact: true }).waitFor();
      await page.getByText(/^Ссылка действует до \d\d\.\d\d\.\d{4}, \d\d:\d\d$/).waitFor();
      await screenshot(page, 'admin-tools-invitation-ru');

      // Ivan Petrov is blocked from his page: his open session ends and his login is refused.
      await openSection(page, 'Преподаватели', '/admin/instructors');
      await rows(page).filter({ hasText: 'Ivan Petrov' }).click();
      await page.waitForURL((url) => /^\/admin\/instructors\/\d+\/show$/.test(url.pathname));
      await confirmed(page, page.locator('#main-content'), 'Заблокировать');
      await page.getByText('Заблокирован', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Разблокировать', exact: true }).waitFor();
      await screenshot(page, 'admin-tools-blocked-ru');

      await instructor.page.reload();
      await waitForPath(instructor.page, '/login');
      await submitLogin(instructor.page, DEMO.instructor.email, 'demo123');
      await instructor.page.getByTestId('notice-error').filter({ hasText: 'Your account is blocked.' }).waitFor();
      expect(pathOf(instructor.page)).toBe('/login');

      // The audit log names both, newest first; filtered to blocks it shows the one block.
      await openSection(page, 'Журнал действий', '/admin/audit');
      const blockRow = rows(page).filter({ hasText: 'Блокировка' }).filter({ hasText: 'Преподаватель · Ivan Petrov' });
      await blockRow.waitFor();
      await rows(page).filter({ hasText: 'Приглашение' }).filter({ hasText: 'John Carter' }).waitFor();
      await page.getByRole('combobox', { name: 'Действие' }).click();
      await page.getByRole('option', { name: 'Блокировка', exact: true }).click();
      await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"action":"block"'));
      await expect.poll(() => rows(page).count()).toBe(1);
      expect(await rows(page).first().innerText()).toContain('Anna Admin');
      await screenshot(page, 'admin-tools-audit-ru');

      const csv = await download(page, () => page.getByRole('button', { name: 'Выгрузить CSV', exact: true }).click());
      expect(csv.name).toMatch(/\.csv$/);
      const lines = csvLines(csv.body);
      expect(lines).toHaveLength(2);
      // A spreadsheet's cells say the action in lower case, as a value (server/i18n/ruAudit.ts).
      expect(lines[1].join(',')).toContain('блокировка');
      expect(lines[1].join(',')).toContain('Ivan Petrov');
    },
  );

  it('in Russian: leaving a group form with typed changes asks first, and staying keeps them', { timeout: 120_000 }, async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.admin);
    await chooseLanguage(page, 'Русский');
    await openSection(page, 'Группы', '/admin/groups');
    await page.getByRole('link', { name: 'Создать' }).click();
    await waitForPath(page, '/admin/groups/create');
    const name = page.getByRole('textbox', { name: 'Название группы' });
    await name.fill('Вечерняя группа');

    // react-admin asks with the browser's own confirm, in the user's language (ra-language-russian).
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Курсы', exact: true }).click();
    await expect.poll(() => asked).toEqual(['Некоторые из ваших изменений не были сохранены. Вы уверены, что хотите их игнорировать?']);
    expect(pathOf(page)).toBe('/admin/groups/create');
    expect(await name.inputValue()).toBe('Вечерняя группа');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('menuitem', { name: 'Курсы', exact: true }).click();
    await waitForPath(page, '/admin/courses');
  });

  it(
    'in English: blocks a group’s students in one go, exports that filtered list as CSV, and trashes and restores two courses together',
    { timeout: 240_000 },
    async () => {
      const { page } = await e2e.newPage();
      await logIn(page, DEMO.admin);

      // The students of one group, all selected and blocked in one call.
      await openSection(page, 'Students', '/admin/students');
      await page.getByRole('combobox', { name: 'Group' }).fill('Python');
      await page.getByRole('option', { name: 'Python Basics', exact: true }).click();
      await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('groupId'));
      await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('Python Basics'))).toBe(true);
      const count = await rows(page).count();
      expect(count).toBeGreaterThan(1);
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByText(`${count} items selected`).waitFor();
      await screenshot(page, 'admin-tools-bulk-selected-en');
      await confirmed(page, page, 'Block', 'Confirm');
      await page.getByText(`Done, changed: ${count}`).waitFor();
      await expect.poll(async () => (await rows(page).allInnerTexts()).filter((text) => text.includes('Blocked')).length).toBe(count);
      await screenshot(page, 'admin-tools-bulk-blocked-en');

      // The export holds exactly the filtered rows, blocked.
      const csv = await exportList(page, 'Export', 'CSV');
      expect(csv.name).toMatch(/^students.*\.csv$/);
      const [header, ...students] = csvLines(csv.body);
      expect(students).toHaveLength(count);
      const group = header.indexOf('Group');
      const status = header.indexOf('Status');
      expect(students.every((row) => row[group] === 'Python Basics' && row[status] === 'Blocked')).toBe(true);

      // Two courses to the trash in one go, and back in one go.
      await openSection(page, 'Courses', '/admin/courses');
      const courses = ['JavaScript Fundamentals', 'React in Practice'];
      for (const course of courses) await rows(page).filter({ hasText: course }).getByRole('checkbox').check();
      await confirmed(page, page, 'Move to trash', 'Confirm');
      await page.getByText('Done, changed: 2').waitFor();
      await expect.poll(() => rows(page).filter({ hasText: courses[0] }).count()).toBe(0);

      await openSection(page, 'Trash', '/admin/trash');
      for (const course of courses) await page.getByRole('checkbox', { name: `Select "${course}"` }).check();
      await screenshot(page, 'admin-tools-trash-selected-en');
      await confirmed(page, page, 'Restore', 'Confirm');
      await page.getByText('Done, changed: 2').waitFor();
      await page.getByRole('checkbox', { name: `Select "${courses[0]}"` }).waitFor({ state: 'detached' });

      await openSection(page, 'Courses', '/admin/courses');
      for (const course of courses) await rows(page).filter({ hasText: course }).waitFor();
    },
  );
});
