/**
 * The two long journeys of the admin tools, each run in both languages by the files that
 * import them (adminTools.test.ts and adminToolsSwapped.test.ts), each file on a database of
 * its own: the instructors' export, an invitation resent, an instructor blocked and the audit
 * log filtered and exported; and a group's students blocked in one go, the filtered list
 * exported, and two courses trashed and restored together.
 */
import { expect } from 'vitest';
import { confirmed, csvLines, download, exportList, headerOf, openSection, pageIn, rows, workbookOf, type Language } from './adminSteps';
import { DEMO, logIn, pathOf, screenshot, submitLogin, waitForPath, type E2E } from './harness';

const PEOPLE = {
  en: {
    instructors: 'Instructors',
    export: 'Export',
    instructorsFile: /^instructors.*\.xlsx$/,
    instructorsSheet: 'Instructors',
    instructorHeaders: ['Last name', 'First name', 'Email', 'Specialization'],
    email: 'Email',
    resend: 'Resend invitation',
    notSent: 'Not sent',
    pending: 'Pending',
    validUntil: /^Link valid until \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/,
    block: 'Block',
    blocked: 'Blocked',
    unblock: 'Unblock',
    audit: 'Audit log',
    actionFilter: 'Action',
    blockAction: 'Blocked',
    inviteAction: 'Invited',
    instructorEntity: 'Instructor · Ivan Petrov',
    exportCsv: 'Export CSV',
    blockInFile: 'blocked',
  },
  ru: {
    instructors: 'Преподаватели',
    export: 'Экспорт',
    instructorsFile: /^преподаватели.*\.xlsx$/,
    instructorsSheet: 'Преподаватели',
    instructorHeaders: ['Фамилия', 'Имя', 'Почта', 'Специализация'],
    email: 'Почта',
    resend: 'Отправить приглашение снова',
    notSent: 'Не отправлено',
    pending: 'Ожидает',
    validUntil: /^Ссылка действует до \d\d\.\d\d\.\d{4}, \d\d:\d\d$/,
    block: 'Заблокировать',
    blocked: 'Заблокирован',
    unblock: 'Разблокировать',
    audit: 'Журнал действий',
    actionFilter: 'Действие',
    blockAction: 'Блокировка',
    inviteAction: 'Приглашение',
    instructorEntity: 'Преподаватель · Ivan Petrov',
    exportCsv: 'Выгрузить CSV',
    // A spreadsheet's cells say the action in lower case, as a value (server/i18n/ruAudit.ts).
    blockInFile: 'блокировка',
  },
} as const;

/** The instructors exported to Excel, John Carter's invitation resent, Ivan Petrov blocked while working, and the block found in the audit log and its CSV. */
export async function instructorsJourney(e2e: E2E, language: Language): Promise<void> {
  const text = PEOPLE[language];
  // The instructor is working when the admin blocks them.
  const instructor = await e2e.newPage();
  await logIn(instructor.page, DEMO.instructor);

  const { page } = await pageIn(e2e, language);
  await logIn(page, DEMO.admin);
  await openSection(page, text.instructors, '/admin/instructors');
  await rows(page).filter({ hasText: 'John Carter' }).waitFor();

  const excel = await exportList(page, text.export, 'Excel');
  expect(excel.name).toMatch(text.instructorsFile);
  const sheet = (await workbookOf(excel.body)).getWorksheet(text.instructorsSheet)!;
  expect(sheet, 'a sheet named in the language').toBeDefined();
  const header = headerOf(sheet);
  expect(header).toEqual(expect.arrayContaining([...text.instructorHeaders]));
  const emails = sheet.getColumn(header.indexOf(text.email) + 1).values.slice(2);
  expect(emails).toEqual(expect.arrayContaining([DEMO.instructor.email, 'john.carter@demo.test', 'maria.ivanova@demo.test']));
  expect(sheet.rowCount).toBe(4);

  // John Carter was never invited: the admin sends him an invitation from his page.
  await rows(page).filter({ hasText: 'John Carter' }).click();
  await page.waitForURL((url) => /^\/admin\/instructors\/\d+\/show$/.test(url.pathname));
  // The list (where Maria Ivanova is not invited either) can stay drawn for a moment after the address changes.
  await page.getByRole('button', { name: text.resend, exact: true }).waitFor();
  await expect.poll(() => page.getByText(text.notSent, { exact: true }).count()).toBe(1);
  const beforeInvite = await e2e.outboxFiles();
  await confirmed(page, page, text.resend);
  const mail = await e2e.waitForMail('john.carter@demo.test', { after: beforeInvite });
  expect(mail.text).toMatch(new RegExp(`${e2e.baseUrl}/reset-password/[\\w-]+`));
  await page.getByText(text.pending, { exact: true }).waitFor();
  await page.getByText(text.validUntil).waitFor();
  await screenshot(page, `admin-tools-invitation-${language}`);

  // Ivan Petrov is blocked from his page: his open session ends and his login is refused.
  await openSection(page, text.instructors, '/admin/instructors');
  await rows(page).filter({ hasText: 'Ivan Petrov' }).click();
  await page.waitForURL((url) => /^\/admin\/instructors\/\d+\/show$/.test(url.pathname));
  await confirmed(page, page.locator('#main-content'), text.block);
  await page.getByText(text.blocked, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: text.unblock, exact: true }).waitFor();
  await screenshot(page, `admin-tools-blocked-${language}`);

  await instructor.page.reload();
  await waitForPath(instructor.page, '/login');
  await submitLogin(instructor.page, DEMO.instructor.email, 'demo123');
  await instructor.page.getByTestId('notice-error').filter({ hasText: 'Your account is blocked.' }).waitFor();
  expect(pathOf(instructor.page)).toBe('/login');

  // The audit log names both, newest first; filtered to blocks it shows the one block.
  await openSection(page, text.audit, '/admin/audit');
  await rows(page).filter({ hasText: text.blockAction }).filter({ hasText: text.instructorEntity }).waitFor();
  await rows(page).filter({ hasText: text.inviteAction }).filter({ hasText: 'John Carter' }).waitFor();
  await page.getByRole('combobox', { name: text.actionFilter }).click();
  await page.getByRole('option', { name: text.blockAction, exact: true }).click();
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"action":"block"'));
  await expect.poll(() => rows(page).count()).toBe(1);
  expect(await rows(page).first().innerText()).toContain('Anna Admin');
  await screenshot(page, `admin-tools-audit-${language}`);

  const csv = await download(page, () => page.getByRole('button', { name: text.exportCsv, exact: true }).click());
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csvLines(csv.body);
  expect(lines).toHaveLength(2);
  expect(lines[1].join(',')).toContain(text.blockInFile);
  expect(lines[1].join(',')).toContain('Ivan Petrov');
}

const BULK = {
  en: {
    students: 'Students',
    group: 'Group',
    selectAll: 'Select all',
    selected: (count: number) => `${count} items selected`,
    block: 'Block',
    confirm: 'Confirm',
    done: (count: number) => `Done, changed: ${count}`,
    blocked: 'Blocked',
    export: 'Export',
    studentsFile: /^students.*\.csv$/,
    groupColumn: 'Group',
    statusColumn: 'Status',
    courses: 'Courses',
    trash: 'Move to trash',
    trashMenu: 'Trash',
    select: (name: string) => `Select "${name}"`,
    restore: 'Restore',
  },
  ru: {
    students: 'Студенты',
    group: 'Группа',
    selectAll: 'Выбрать все',
    // ra-language-russian's plural: every count above 1 is "выбрано".
    selected: (count: number) => `${count} выбрано`,
    block: 'Заблокировать',
    confirm: 'Подтвердить',
    done: (count: number) => `Готово, изменено: ${count}`,
    blocked: 'Заблокирован',
    export: 'Экспорт',
    studentsFile: /^студенты.*\.csv$/,
    groupColumn: 'Группа',
    statusColumn: 'Статус',
    courses: 'Курсы',
    trash: 'В корзину',
    trashMenu: 'Корзина',
    select: (name: string) => `Выбрать «${name}»`,
    restore: 'Восстановить',
  },
} as const;

/** A group's students selected and blocked in one go, that filtered list exported as CSV, two courses trashed and restored together. */
export async function bulkJourney(e2e: E2E, language: Language): Promise<void> {
  const text = BULK[language];
  const { page } = await pageIn(e2e, language);
  await logIn(page, DEMO.admin);

  await openSection(page, text.students, '/admin/students');
  await page.getByRole('combobox', { name: text.group }).fill('Python');
  await page.getByRole('option', { name: 'Python Basics', exact: true }).click();
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('groupId'));
  await expect.poll(async () => (await rows(page).allInnerTexts()).every((row) => row.includes('Python Basics'))).toBe(true);
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(1);
  await page.getByRole('checkbox', { name: text.selectAll }).check();
  await page.getByText(text.selected(count)).waitFor();
  await screenshot(page, `admin-tools-bulk-selected-${language}`);
  await confirmed(page, page, text.block, text.confirm);
  await page.getByText(text.done(count)).waitFor();
  await expect.poll(async () => (await rows(page).allInnerTexts()).filter((row) => row.includes(text.blocked)).length).toBe(count);
  await screenshot(page, `admin-tools-bulk-blocked-${language}`);

  // The export holds exactly the filtered rows, blocked.
  const csv = await exportList(page, text.export, 'CSV');
  expect(csv.name).toMatch(text.studentsFile);
  const [header, ...students] = csvLines(csv.body);
  expect(students).toHaveLength(count);
  const group = header.indexOf(text.groupColumn);
  const status = header.indexOf(text.statusColumn);
  expect(students.every((row) => row[group] === 'Python Basics' && row[status] === text.blocked)).toBe(true);

  // Two courses to the trash in one go, and back in one go.
  await openSection(page, text.courses, '/admin/courses');
  const courses = ['JavaScript Fundamentals', 'React in Practice'];
  for (const course of courses) await rows(page).filter({ hasText: course }).getByRole('checkbox').check();
  await confirmed(page, page, text.trash, text.confirm);
  await page.getByText(text.done(2)).waitFor();
  await expect.poll(() => rows(page).filter({ hasText: courses[0] }).count()).toBe(0);

  await openSection(page, text.trashMenu, '/admin/trash');
  for (const course of courses) await page.getByRole('checkbox', { name: text.select(course) }).check();
  await screenshot(page, `admin-tools-trash-selected-${language}`);
  await confirmed(page, page, text.restore, text.confirm);
  await page.getByText(text.done(2)).waitFor();
  await page.getByRole('checkbox', { name: text.select(courses[0]) }).waitFor({ state: 'detached' });

  await openSection(page, text.courses, '/admin/courses');
  for (const course of courses) await rows(page).filter({ hasText: course }).waitFor();
}
