/**
 * The admin lists' files and order in Chromium against the real server, in both languages:
 * the students import template downloaded from the import dialog has the importer's headers in
 * the page's language; a click on a column's header sorts the students by it, a second click
 * the other way (the list's rows reversed, the header's arrow saying which); the analytics
 * dashboard exported as CSV in English and as Excel in Russian, its figures the page's own.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDto } from '../../src/api/analytics';
import { csvLines, download, exportList, headerOf, openSection, pageIn, rows, workbookOf, type Language } from './adminSteps';
import { DEMO, logIn, screenshot, useE2E } from './harness';

const e2e = useE2E();

const TEXT = {
  en: {
    students: 'Students',
    import: 'Import from Excel',
    template: 'Download template',
    sheet: 'Students',
    headers: ['First name', 'Last name', 'Email', 'Phone', 'Study format'],
    online: 'Online',
    group: 'Group',
    email: 'Email',
    analytics: 'Analytics',
    export: 'Export',
  },
  ru: {
    students: 'Студенты',
    import: 'Импорт из Excel',
    template: 'Скачать шаблон',
    sheet: 'Студенты',
    headers: ['Имя', 'Фамилия', 'Почта', 'Телефон', 'Формат обучения'],
    online: 'Онлайн',
    group: 'Группа',
    email: 'Электронная почта',
    analytics: 'Аналитика',
    export: 'Экспорт',
  },
} as const;

const LANGUAGES: Language[] = ['en', 'ru'];

/** The emails of the list's rows, top to bottom. */
async function emailsOf(page: Page): Promise<string[]> {
  return (await rows(page).allInnerTexts()).map((row) => /[\w.+-]+@[\w.-]+/.exec(row)?.[0] ?? '');
}

describe('the admin lists', () => {
  for (const language of LANGUAGES) {
    it(`downloads the students import template with ${language} headers`, { timeout: 120_000 }, async () => {
      const text = TEXT[language];
      const { page } = await pageIn(e2e, language);
      await logIn(page, DEMO.admin);
      await openSection(page, text.students, '/admin/students');
      await page.getByRole('button', { name: text.import, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const file = await download(page, () => dialog.getByRole('button', { name: text.template, exact: true }).click());
      expect(file.name).toMatch(/\.xlsx$/);
      const sheet = (await workbookOf(file.body)).getWorksheet(text.sheet);
      expect(sheet, `a sheet named ${text.sheet}`).toBeDefined();
      expect(headerOf(sheet!)).toEqual([...text.headers]);
      // One example row, its study format a value the importer reads in this language.
      expect(sheet!.rowCount).toBe(2);
      expect((sheet!.getRow(2).values as unknown[]).slice(1)).toContain(text.online);
    });

    it(`sorts the students by a column's header, both ways (${language})`, { timeout: 120_000 }, async () => {
      const text = TEXT[language];
      const { page } = await pageIn(e2e, language);
      await logIn(page, DEMO.admin);
      await openSection(page, text.students, '/admin/students');
      // One group's students fit on a page, so both orders hold the same rows.
      await page.getByRole('combobox', { name: text.group }).fill('Python');
      await page.getByRole('option', { name: 'Python Basics', exact: true }).click();
      await expect.poll(async () => (await rows(page).allInnerTexts()).every((row) => row.includes('Python Basics'))).toBe(true);
      const header = page.locator('thead th').filter({ hasText: text.email });

      // The rows the server sent for the new order: the list keeps the old ones drawn until they come.
      const [answer] = await Promise.all([
        page.waitForResponse((r) => {
          const url = new URL(r.url());
          return url.pathname === '/api/students' && url.searchParams.get('sort') === 'email' && url.searchParams.get('order') === 'ASC';
        }),
        header.locator('[role="button"], button').first().click(),
      ]);
      const ascending = ((await answer.json()) as { objects: { email: string }[] }).objects.map((student) => student.email);
      await page.waitForURL((url) => url.searchParams.get('sort') === 'email' && url.searchParams.get('order') === 'ASC');
      await header.locator('.MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-iconDirectionAsc').waitFor();
      await expect.poll(() => emailsOf(page)).toEqual(ascending);
      expect(ascending.length).toBeGreaterThan(2);
      expect(new Set(ascending).size).toBe(ascending.length);
      await screenshot(page, `admin-lists-sorted-${language}`);

      await header.locator('[role="button"], button').first().click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'email' && url.searchParams.get('order') === 'DESC');
      await header.locator('.MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-iconDirectionDesc').waitFor();
      // Emails are unique, so the other way is the same rows reversed (whatever the database's collation).
      await expect.poll(() => emailsOf(page)).toEqual([...ascending].reverse());
    });
  }

  const isAnalyticsCall = (response: Response) =>
    new URL(response.url()).pathname === '/api/analytics' && response.request().method() === 'GET';

  /** Opens the dashboard and returns the figures it shows. */
  async function openAnalytics(page: Page, language: Language): Promise<AnalyticsDto> {
    const [response] = await Promise.all([
      page.waitForResponse(isAnalyticsCall),
      page.getByRole('menuitem', { name: TEXT[language].analytics, exact: true }).click(),
    ]);
    expect(response.status()).toBe(200);
    return (await response.json()) as AnalyticsDto;
  }

  it('exports the analytics as CSV in English', { timeout: 120_000 }, async () => {
    const { page } = await pageIn(e2e, 'en');
    await logIn(page, DEMO.admin);
    const shown = await openAnalytics(page, 'en');
    const csv = await exportList(page, TEXT.en.export, 'CSV');
    expect(csv.name).toMatch(/^analytics.*\.csv$/);
    const lines = csvLines(csv.body);
    expect(lines[0]).toEqual(['Summary']);
    expect(lines).toContainEqual(['Students', String(shown.students.total)]);
    expect(lines).toContainEqual(['Courses', String(shown.courses)]);
    expect(lines).toContainEqual(['Instructors', String(shown.instructors)]);
  });

  it('exports the analytics as Excel in Russian', { timeout: 120_000 }, async () => {
    const { page } = await pageIn(e2e, 'ru');
    await logIn(page, DEMO.admin);
    const shown = await openAnalytics(page, 'ru');
    const excel = await exportList(page, TEXT.ru.export, 'Excel');
    expect(excel.name).toMatch(/^аналитика.*\.xlsx$/);
    const sheet = (await workbookOf(excel.body)).getWorksheet('Сводка');
    expect(sheet, 'a summary sheet named in Russian').toBeDefined();
    const figures = new Map<unknown, unknown>();
    sheet!.eachRow((row) => figures.set(row.getCell(1).value, row.getCell(2).value));
    expect(figures.get('Студенты')).toBe(shown.students.total);
    expect(figures.get('Курсы')).toBe(shown.courses);
    expect(figures.get('Преподаватели')).toBe(shown.instructors);
  });
});
