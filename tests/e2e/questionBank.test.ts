/**
 * The question bank in the browser, as an instructor coming from Moodle uses it: every example
 * of Moodle's GIFT documentation imported (a preview first, then the import), the categories it
 * names, a question's details, a broken file refused with its lines, and the bank exported again
 * as GIFT and as Moodle XML; in English and in Russian.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, DEMO, logIn, ROOT, screenshot, useE2E } from './harness';
import { openInstructorCourse } from './taskPages';

const e2e = useE2E();
const COURSE = 'JavaScript Fundamentals';
const DOCS = path.join(ROOT, 'tests/fixtures/gift/moodle-docs-examples.txt');

const WORDS = {
  en: {
    bank: 'Question bank',
    import: 'Import',
    format: 'GIFT',
    file: 'File',
    commit: /^Import \d+ questions?$/,
    done: /questions imported/,
    problems: 'Problems in the file',
    export: 'Export',
    whole: 'The whole bank',
    close: 'Close',
    search: 'Search by name or text',
  },
  ru: {
    bank: 'Банк вопросов',
    import: 'Импорт',
    format: 'GIFT',
    file: 'Файл',
    commit: /^Импортировать \d+ вопрос/,
    done: /Импортировано/,
    problems: 'Ошибки в файле',
    export: 'Экспорт',
    whole: 'Весь банк',
    close: 'Закрыть',
    search: 'Поиск по названию или тексту',
  },
};

/** The instructor's way to the bank, in English: the course's page → "Question bank". */
async function openBank(page: Page): Promise<void> {
  await openInstructorCourse(page, COURSE);
  await page.getByRole('link', { name: 'Question bank' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Question bank' }).waitFor();
}

/** Chooses the file in the import dialog and waits for the preview or the problems. */
async function chooseFile(page: Page, words: (typeof WORDS)['en'], file: { name: string; buffer: Buffer }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${words.format}`) }).check();
  await dialog.getByLabel(words.file, { exact: true }).setInputFiles({ ...file, mimeType: 'text/plain' });
}

describe('the question bank', () => {
  for (const lang of ['en', 'ru'] as const) {
    const words = WORDS[lang];
    it(
      `imports Moodle's GIFT examples, shows them by category, refuses a broken file and exports (${lang})`,
      { timeout: 180_000 },
      async () => {
        const { page } = await e2e.newPage();
        await logIn(page, DEMO.instructor);
        await openBank(page);
        if (lang === 'ru') await chooseLanguage(page, 'Русский');
        await page.getByRole('heading', { level: 1, name: words.bank }).waitFor();

        // A broken file: its problems with their lines, and no way to import it.
        await page.getByRole('button', { name: words.import, exact: true }).click();
        await chooseFile(page, words, { name: 'broken.txt', buffer: Buffer.from('::Good::2 + 2 = ?{=4}\n\n::Bad::Never closed{~a =b\n') });
        const problems = page.getByRole('table', { name: words.problems });
        await problems.waitFor();
        expect(await problems.innerText()).toMatch(/\b3\b/);
        await expect.poll(() => page.getByRole('button', { name: words.commit }).isDisabled()).toBe(true);
        await screenshot(page, `question-bank-import-problems-${lang}`);

        // Moodle's documentation examples: a preview, then the import.
        await chooseFile(page, words, { name: 'moodle-docs-examples.txt', buffer: await fs.readFile(DOCS) });
        const commit = page.getByRole('button', { name: words.commit });
        await expect.poll(() => commit.isEnabled(), { timeout: 20_000 }).toBe(true);
        const count = Number(/\d+/.exec((await commit.innerText()) ?? '')![0]);
        expect(count).toBeGreaterThan(80);
        await screenshot(page, `question-bank-import-preview-${lang}`);
        await commit.click();
        await page.getByTestId('notice-success').filter({ hasText: words.done }).first().waitFor();
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        // The categories the file names are in the tree; a question opens with its answers.
        await page
          .getByTestId('bank-category-tree')
          .getByRole('button', { name: /^Default for GIFT/ })
          .first()
          .click();
        await page.getByLabel(words.search).fill('Kanji');
        await page.getByText('Kanji Origins', { exact: true }).first().click();
        const details = page.getByRole('dialog');
        await details.waitFor();
        await expect.poll(() => details.innerText()).toMatch(/China/);
        await screenshot(page, `question-bank-question-${lang}`);
        await details.getByRole('button', { name: words.close }).first().click();

        // Export as GIFT and as Moodle XML: both hold the imported questions.
        for (const format of ['GIFT', 'Moodle XML']) {
          await page.getByRole('button', { name: words.export, exact: true }).click();
          const [file] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('menuitem', { name: `${format}: ${words.whole}` }).click(),
          ]);
          const body = await fs.readFile((await file.path())!, 'utf8');
          expect(body).toContain('Japanese characters originally came from what country?');
          expect(body).toContain(format === 'GIFT' ? '$CATEGORY: $course$/top/Default for GIFT/Documentation' : '<quiz>');
        }
      },
    );
  }
});
