import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enCore } from '../../src/i18n/enCore';
import { ruCore } from '../../src/i18n/ruCore';
import { enOidc } from '../../src/i18n/enOidc';
import { ruOidc } from '../../src/i18n/ruOidc';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { enAnalytics } from '../../src/i18n/enAnalytics';
import { ruAnalytics } from '../../src/i18n/ruAnalytics';
import { enStudent } from '../../src/i18n/enStudent';
import { ruStudent } from '../../src/i18n/ruStudent';
import { enTasks } from '../../src/i18n/enTasks';
import { ruTasks } from '../../src/i18n/ruTasks';
import { DEMO, DEMO_PASSWORD, chooseLanguage, submitLogin, useE2E, waitForPath } from './harness';

const e2e = useE2E();

type Tree = { [key: string]: string | Tree };

/** A dictionary's longer texts: long enough to be its own, free of quotes a bundle may escape. */
function texts(tree: object): string[] {
  return Object.values(tree as Tree).flatMap((value) =>
    typeof value === 'string' ? (value.length >= 24 && !/['"\\`%]/.test(value) ? [value] : []) : texts(value),
  );
}

/** The texts of the app's own dictionaries other than the given ones, in one language. */
function otherTexts(all: object, own: object[]): string[] {
  const mine = new Set(own.flatMap(texts));
  return texts(all).filter((text) => !mine.has(text));
}

/** Whether a bundle holds a text, written as is or with its non-ASCII letters escaped. */
function holds(js: string, text: string): boolean {
  const escaped = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return js.includes(text) || js.toLowerCase().includes(escaped.toLowerCase());
}

/** The JavaScript the page has received so far, as one text, once its network is quiet. */
async function scriptsOf(page: Page, bodies: Promise<string>[]): Promise<string> {
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).join('\n');
}

describe('the login page’s messages', () => {
  it('loads only its own strings in its own language, the other language on demand, and an area’s strings with the area', async () => {
    const { page } = await e2e.newPage();
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: enApp.auth.login.title }).waitFor();
    let js = await scriptsOf(page, bodies);

    // Its own strings arrived (which shows the check can see them)…
    expect(texts(enCore).filter((text) => !holds(js, text))).toEqual([]);
    expect(texts(enOidc).filter((text) => !holds(js, text))).toEqual([]);
    // …and no Russian, and nothing of another page or area.
    expect(texts(ruCore).filter((text) => holds(js, text))).toEqual([]);
    expect(texts(ruOidc).filter((text) => holds(js, text))).toEqual([]);
    expect(otherTexts(enApp, [enCore, enOidc]).filter((text) => holds(js, text))).toEqual([]);

    await chooseLanguage(page, 'Русский');
    await page.getByRole('heading', { name: ruApp.auth.login.title }).waitFor();
    js = await scriptsOf(page, bodies);
    expect(texts(ruCore).filter((text) => !holds(js, text))).toEqual([]);
    expect(otherTexts(ruApp, [ruCore, ruOidc]).filter((text) => holds(js, text))).toEqual([]);

    // The instructor's area brings its own strings (tasks), in Russian only, and no one else's.
    await submitLogin(page, DEMO.instructor.email, DEMO_PASSWORD);
    await waitForPath(page, `${DEMO.instructor.home}*`);
    await page
      .getByTestId('welcome')
      .filter({ hasText: /^Здравствуйте/ })
      .waitFor();
    js = await scriptsOf(page, bodies);
    expect(texts(ruTasks).filter((text) => !holds(js, text))).toEqual([]);
    expect(texts(enTasks).filter((text) => holds(js, text))).toEqual([]);
    for (const other of [enAnalytics, ruAnalytics, enStudent, ruStudent])
      expect(texts(other).filter((text) => holds(js, text))).toEqual([]);
  });
});
