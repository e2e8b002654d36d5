/**
 * Notices cover no control (issue 16, defect 7), in Chromium against the real server: the
 * admin saves a student at 1280 and at 415 px, in English and Russian; back on the list, the
 * green notice's box meets no visible button's box (Create, Import, Edit, Delete, the phone's
 * +, the rows' block buttons). Screenshots in test-results/e2e/notice-placement-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  name: string;
}

/** The visible buttons (and button-like controls) the notice stack's box overlaps. */
async function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stack = document.querySelector('[data-testid="notice-stack"]');
    const notices = [...(stack?.querySelectorAll('[data-testid^="notice-"]') ?? [])].map((n) => n.getBoundingClientRect());
    const boxes: Rect[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')) {
      if (stack?.contains(element)) continue;
      const r = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || r.bottom <= 0 || r.top >= innerHeight) continue;
      boxes.push({
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        name: element.getAttribute('aria-label') || element.innerText.trim() || element.tagName,
      });
    }
    return boxes
      .filter((b) => notices.some((n) => n.left < b.right && b.left < n.right && n.top < b.bottom && b.top < n.bottom))
      .map((b) => b.name);
  });
}

describe('notices', () => {
  for (const [width, language] of [
    [1280, 'en'],
    [415, 'ru'],
    [415, 'en'],
  ] as const) {
    it(`after a save at ${width} px (${language}), the notice covers no button of the list`, { timeout: 180_000 }, async () => {
      const { page, context } = await e2e.newPage({ viewport: { width, height: width > 500 ? 800 : 860 } });
      await context.addInitScript((lang) => window.localStorage.setItem('lms.language', lang), language);
      await logIn(page, DEMO.admin);
      await page.goto('/admin/students');
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      await row.locator('td').nth(1).click();
      await waitForPath(page, '/admin/students/*');
      const field = page.locator('form input[type="text"], form input:not([type])').first();
      await field.waitFor();
      await field.fill(`${await field.inputValue()} E`);
      await page.getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' }).click();
      await waitForPath(page, '/admin/students');
      await page.getByTestId('notice-success').first().waitFor();
      await page.locator('tbody tr').first().waitFor();
      await expect.poll(() => coveredButtons(page), { timeout: 2_000 }).toEqual([]);
      await screenshot(page, `notice-placement-${language}-${width}`);
    });
  }
});
