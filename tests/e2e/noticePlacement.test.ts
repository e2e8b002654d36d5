/**
 * Notices cover no control (issue 16, defect 7), in Chromium against the real server: the
 * admin saves a student's edit form at 1280 px in English and at 415 px in Russian and English;
 * back on the list, while the green notice is up, its box meets no visible button's box
 * (Create, Import, Export, the phone's +, the rows' block buttons). The form is opened by its
 * own address and every step waits for what it needs, never for time: the notice stays 3 s.
 * Screenshots in test-results/e2e/notice-placement-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageIn } from './adminSteps';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

interface Covering {
  /** A notice is on screen. */
  notice: boolean;
  /** The list's rows are drawn (the page the notice must leave usable). */
  rows: boolean;
  /** The names of the visible buttons a notice's box meets. */
  covered: string[];
}

/** What the notices cover now. */
async function covering(page: Page): Promise<Covering> {
  return page.evaluate(() => {
    const stack = document.querySelector('[data-testid="notice-stack"]');
    const notices = [...(stack?.querySelectorAll('[data-testid^="notice-"]') ?? [])].map((n) => n.getBoundingClientRect());
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')) {
      if (stack?.contains(element)) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (r.bottom <= 0 || r.top >= innerHeight) continue;
      if (notices.some((n) => n.left < r.right && r.left < n.right && n.top < r.bottom && r.top < n.bottom))
        covered.push(element.getAttribute('aria-label') || element.innerText.trim() || element.tagName);
    }
    return { notice: notices.length > 0, rows: document.querySelectorAll('tbody tr').length > 0, covered };
  });
}

const CASES = [
  { width: 1280, language: 'en', lastName: 'Last name', save: 'Save' },
  { width: 415, language: 'ru', lastName: 'Фамилия', save: 'Сохранить' },
  { width: 415, language: 'en', lastName: 'Last name', save: 'Save' },
] as const;

describe('notices', () => {
  for (const { width, language, lastName, save } of CASES) {
    it(`after a save at ${width} px (${language}), the notice covers no button of the list`, { timeout: 180_000 }, async () => {
      const { page } = await pageIn(e2e, language, { viewport: { width, height: width > 500 ? 800 : 860 } });
      await logIn(page, DEMO.admin);
      await page.goto('/admin/students');
      await page.locator('tbody tr').first().click();
      await page.waitForURL((url) => /^\/admin\/students\/\d+\/show$/.test(url.pathname));
      // The edit form by its own address: the show page's buttons differ between widths.
      await page.goto(page.url().replace(/\/show$/, ''));
      const field = page.getByRole('textbox', { name: new RegExp(`^${lastName}`) });
      await expect.poll(() => field.inputValue()).not.toBe('');
      await field.fill(`${await field.inputValue()}e`);
      const button = page.getByRole('button', { name: save, exact: true });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await button.click();
      await waitForPath(page, '/admin/students');
      await page.getByTestId('notice-success').first().waitFor();
      // The stack moves as the list draws under it: wait until the list is there and nothing is covered, while the notice is up.
      await expect.poll(() => covering(page), { timeout: 2_500 }).toEqual({ notice: true, rows: true, covered: [] });
      await screenshot(page, `notice-placement-${language}-${width}`);
    });
  }
});
