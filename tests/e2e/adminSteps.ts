/**
 * Steps the browser journeys of the admin tools share: a page that starts in a language,
 * opening a section, confirming a button that asks, and reading a file the browser saved.
 */
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPath, type E2E } from './harness';

export type Language = 'en' | 'ru';

/** A fresh page whose app starts in `language` (the app keeps the choice in localStorage; a later switch stays). */
export async function pageIn(e2e: E2E, language: Language, options: BrowserContextOptions = {}) {
  const opened = await e2e.newPage(options);
  await opened.context.addInitScript((lang) => {
    if (!window.localStorage.getItem('lms.language')) window.localStorage.setItem('lms.language', lang);
  }, language);
  return opened;
}

/** Opens an admin section from the side menu and waits for its list page. */
export async function openSection(page: Page, name: string, pathname: string): Promise<void> {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await waitForPath(page, pathname);
}

export function rows(page: Page): Locator {
  return page.locator('table tbody tr');
}

/** Runs `choose` (a click that downloads) and returns the file the browser saved. */
export async function download(page: Page, choose: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), choose()]);
  return { name: file.suggestedFilename(), body: await fs.readFile((await file.path())!) };
}

/** Picks `button` (Export) → CSV or Excel and returns the file. */
export async function exportList(page: Page, button: string, format: 'CSV' | 'Excel') {
  await page.getByRole('button', { name: button, exact: true }).click();
  return download(page, () => page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click());
}

/**
 * Clicks a button that asks first, then the dialog's confirm button: named as the button
 * (the app's own confirmations) or react-admin's "Confirm" (its bulk buttons).
 */
export async function confirmed(page: Page, scope: Page | Locator, label: string, confirm = label): Promise<void> {
  await scope.getByRole('button', { name: label, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The lines of a CSV without its BOM, each split on commas (the tests' values hold none). */
export function csvLines(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.charCodeAt(0), 'a UTF-8 byte order mark').toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** An .xlsx file's workbook. */
export async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's first row, as the texts of its cells. */
export function headerOf(sheet: ExcelJS.Worksheet): unknown[] {
  return (sheet.getRow(1).values as unknown[]).slice(1);
}
