/**
 * Every screen, as each role sees it (screens.ts), in Russian and English, light and dark
 * (issue 16, defects 3 and 4): no English word of the app's own in Russian (visible text,
 * title, aria attributes and tooltips; data may be English, enum constants are not data), the
 * tab's title is '<page> — <school>', exactly one h1, and axe-core finds nothing critical or
 * serious. Contrast is the only rule that depends on the theme, so the dark passes run just
 * that one. The phone pass (415 px, Russian) runs them all and adds: no sideways scroll.
 * Findings of a pass are listed together, and saved under test-results/e2e/everyScreen/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enCore } from '../../src/i18n/enCore';
import { ruCore } from '../../src/i18n/ruCore';
import { DEMO, logIn, SCHOOL_NAME, SCREENSHOT_DIR, screenshot, useE2E, waitForPath } from './harness';
import { axeViolations, collectDataWords, dataWordsOf, englishWords, headingProblems, titleProblems, type DataWords } from './screenChecks';
import { PUBLIC_SCREENS, screensOf, type Role, type Screen } from './screens';

const e2e = useE2E();

type Language = 'en' | 'ru';
type Scheme = 'light' | 'dark';

interface Pass {
  language: Language;
  scheme: Scheme;
  width: number;
}

const PASSES: Pass[] = [
  { language: 'ru', scheme: 'light', width: 1280 },
  { language: 'en', scheme: 'light', width: 1280 },
  { language: 'ru', scheme: 'dark', width: 1280 },
  { language: 'en', scheme: 'dark', width: 1280 },
  { language: 'ru', scheme: 'light', width: 415 },
];

/** Waits until the page has loaded its data: no request in flight and no spinner showing. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  // The MUI transitions (dialogs, drawers, ripples) end before anything is measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 350))));
}

/**
 * Opens `path` as a click on a link would, through the router without reloading: the app, its
 * session and axe stay loaded, so a screen takes a second, not a page load.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await waitForPath(page, path.split('?')[0]);
}

/** The problems of one screen in one pass; `site` ends the tab's title (the school, or the product before logging in). */
async function checkScreen(page: Page, screen: Screen, pass: Pass, dataWords: DataWords, site: string): Promise<string[]> {
  if (screen.open) await screen.open(page);
  else await openInApp(page, screen.path);
  await settle(page);
  const found: string[] = [];
  if (pass.language === 'ru') found.push(...(await englishWords(page, dataWords.words)).map((word) => `English word ${word}`));
  const phone = pass.width < 600;
  found.push(...(await titleProblems(page, site)), ...(await headingProblems(page)));
  found.push(...(await axeViolations(page, pass.scheme === 'dark' ? ['color-contrast'] : undefined)));
  if (phone) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 1) found.push(`scrolls sideways by ${overflow}px`);
  }
  return found;
}

async function walk(pass: Pass, role: Role | 'public'): Promise<string[]> {
  const { page } = await e2e.newPage({ colorScheme: pass.scheme, viewport: { width: pass.width, height: pass.width < 600 ? 860 : 800 } });
  await page.addInitScript((language) => window.localStorage.setItem('lms.language', language), pass.language);
  const dataWords = await collectDataWords(page);
  const screens = role === 'public' ? PUBLIC_SCREENS : await screensOf(e2e.baseUrl, role);
  if (role !== 'public') await logIn(page, DEMO[role]);
  const findings: string[] = [];
  const site = role === 'public' ? (pass.language === 'ru' ? ruCore : enCore).app.name : SCHOOL_NAME;
  for (const screen of screens) {
    const name = `${role}-${screen.name}-${pass.language}-${pass.scheme}-${pass.width}`;
    try {
      for (const problem of await checkScreen(page, screen, pass, dataWords, site)) findings.push(`${role} ${screen.path}: ${problem}`);
    } catch (error) {
      findings.push(`${role} ${screen.path}: could not be checked: ${String(error).split('\n')[0]}`);
    }
    if (pass.scheme === 'light') await screenshot(page, `everyScreen/${name}`);
    if (role !== 'public')
      await waitForPath(page, `/${role}*`).catch(() => findings.push(`${role} ${screen.path}: left the area for ${page.url()}`));
  }
  return findings;
}

describe('the checks of the walk', () => {
  it('find an unnamed button, a name that is not what a button shows, an English word that no data brought, a second h1 and a title without the page', async () => {
    const { page } = await e2e.newPage();
    await page.setContent(
      '<html lang="ru"><head><title>Школа</title></head><body><main><h1>Заголовок</h1><button></button>' +
        '<button aria-label="Закрыть окно">Отмена</button><p>Hello, React, Event</p><h1>Второй</h1></main></body></html>',
    );
    // An enum constant of an API answer ('EVENT') is no data: its word stays English.
    const data = new Set(dataWordsOf('{"title":"React","type":"EVENT","eventType":"OPEN_DAY"}'));
    expect([...data]).toEqual(['react']);
    expect((await englishWords(page, data)).map((finding) => finding.split(' (')[0])).toEqual(['text: hello', 'text: event']);
    expect(await headingProblems(page)).toEqual(['2 h1 headings, not one: "Заголовок", "Второй"']);
    expect(await titleProblems(page, 'Школа')).toEqual([`title "Школа" is not '<page> — Школа'`]);
    await page.evaluate(() => (document.title = 'Группы — Школа'));
    expect(await titleProblems(page, 'Школа')).toEqual([]);
    const found = await axeViolations(page);
    expect(found.join('\n')).toMatch(/^critical button-name/);
    expect(found.join('\n')).toMatch(/^serious label-content-name-mismatch/m);
  });
});

describe.each(PASSES)('every screen, $language, $scheme, $width px', (pass) => {
  it.each(['public', 'admin', 'instructor', 'student'] as const)(
    '%s screens pass the language and axe checks',
    { timeout: 300_000 },
    async (role) => {
      await fs.mkdir(path.join(SCREENSHOT_DIR, 'everyScreen'), { recursive: true });
      const findings = await walk(pass, role);
      await fs.writeFile(
        path.join(SCREENSHOT_DIR, `everyScreen/${role}-${pass.language}-${pass.scheme}-${pass.width}.txt`),
        findings.join('\n'),
      );
      expect(findings).toEqual([]);
    },
  );
});
