/**
 * Phones (issue 16, defect 6) at 415 px in Chromium against the real server, in English and
 * Russian: the group rating's Exams and Total headers scroll into view inside their table while
 * the page itself never scrolls sideways; scrolled to the bottom of the students list, the
 * floating + meets none of the last row's buttons; on a student's page and on the notifications
 * page every tab, once selected, sits whole inside its tab bar with its label uncut.
 * Screenshots in test-results/e2e/phone-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageIn, type Language } from './adminSteps';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();
const PHONE = { viewport: { width: 415, height: 860 } };
const LANGUAGES: Language[] = ['en', 'ru'];
const HEADERS = { en: ['Exams', 'Total'], ru: ['Экзамены', 'Итог'] } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'a box on screen').not.toBeNull();
  return box!;
}

/** `inner` lies whole inside `outer` (half a pixel of rounding allowed). */
function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Every tab of the page's first tab bar, selected in turn, lies whole inside the bar, its label not cut. */
async function expectTabsFit(page: Page): Promise<number> {
  const bar = page.locator('.MuiTabs-scroller').first();
  await bar.waitFor();
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    // MUI scrolls the chosen tab into view with a short animation: wait until it is whole.
    await expect.poll(async () => inside(await boxOf(tab), await boxOf(bar)), { message: `tab ${index} inside its bar` }).toBe(true);
    const cut = await tab.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, `the label of tab ${index} is cut`).toBe(false);
  }
  expect(await pageFits(page)).toBe(true);
  return count;
}

describe('phone layout (415 px)', () => {
  for (const language of LANGUAGES) {
    it(`the group rating's Exams and Total scroll into view inside the table (${language})`, { timeout: 120_000 }, async () => {
      const { page } = await pageIn(e2e, language, PHONE);
      await logIn(page, DEMO.instructor);
      await page.goto('/instructor/group-rating');
      const region = page.locator('[data-testid^="group-rating-scroll-"]').first();
      await region.waitFor();
      for (const name of HEADERS[language]) {
        const header = region.getByRole('columnheader', { name, exact: true });
        await header.scrollIntoViewIfNeeded();
        await expect.poll(async () => inside(await boxOf(header), await boxOf(region)), { message: `${name} inside the table` }).toBe(true);
        const box = await boxOf(header);
        expect(box.x + box.width, `${name} on the screen`).toBeLessThanOrEqual(415.5);
      }
      // The table scrolled, not the page.
      expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      expect(await pageFits(page)).toBe(true);
      await screenshot(page, `phone-group-rating-${language}`);
    });

    it(`the floating + covers none of the last row's buttons (${language})`, { timeout: 120_000 }, async () => {
      const { page } = await pageIn(e2e, language, PHONE);
      await logIn(page, DEMO.admin);
      await page.goto('/admin/students');
      const lastRow = page.locator('tbody tr').last();
      await lastRow.getByRole('button').first().waitFor();
      const fab = page.locator('.RaCreateButton-floating');
      await fab.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
        .toBe(true);
      const buttons = lastRow.getByRole('button');
      expect(await buttons.count()).toBeGreaterThan(0);
      const plus = await boxOf(fab);
      for (let index = 0; index < (await buttons.count()); index++) {
        const button = await boxOf(buttons.nth(index));
        expect(overlap(plus, button), `the + over the last row's button ${index}`).toBe(false);
      }
      await screenshot(page, `phone-fab-${language}`);
    });

    it(`every tab fits its bar on a student's page and the notifications page (${language})`, { timeout: 120_000 }, async () => {
      const { page } = await pageIn(e2e, language, PHONE);
      await logIn(page, DEMO.admin);
      await page.goto('/admin/students');
      await page.locator('tbody tr').first().click();
      await waitForPath(page, '/admin/students/*');
      expect(await expectTabsFit(page)).toBeGreaterThan(1);
      await screenshot(page, `phone-tabs-student-${language}`);
      await page.goto('/admin/notifications');
      expect(await expectTabsFit(page)).toBeGreaterThan(1);
    });
  }
});
