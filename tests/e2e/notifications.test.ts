/**
 * Notifications live, in Chromium against the real server: the demo student is on
 * their home page in Russian; the instructor, in another browser context, returns the student's
 * accepted answer to "Types in practice" for rework; the student's bell counts one more without
 * a reload, a notice shows the title in Russian, and the notification heads the "New" tab in
 * Russian. Then the page and the bell are photographed in English and Russian, light and dark,
 * at 1280 and 415 px (test-results/e2e/notifications-*.png). Every wait is for a condition.
 */
import type { BrowserContextOptions, Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';
import { openTaskAnswers } from './taskPages';

const e2e = useE2E();

const COURSE = 'JavaScript Fundamentals';
const TASK = 'Types in practice';
const STUDENT = 'Sofia Smirnova';
const COMMENT = 'Add a call with undefined and explain what typeof gives for a function.';
const TITLE_RU = `Ответ возвращён: ${TASK}`;
const TITLE_EN = `Answer returned: ${TASK}`;

/** The bell's number: 0 while the badge is hidden. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  if (await badge.evaluate((el) => el.classList.contains('MuiBadge-invisible'))) return 0;
  const text = (await badge.innerText()).trim();
  return text === '99+' ? 100 : Number(text);
}

/** Picks the language from the app bar's switch (the side menu stays open, so no menu-wide wait). */
async function switchTo(page: Page, name: 'English' | 'Русский'): Promise<void> {
  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitem', { name }).click();
  await page.getByRole('menuitem', { name }).waitFor({ state: 'hidden' });
}

/** A context whose pages start in `language` (the app keeps the choice in localStorage). */
async function pageIn(language: 'en' | 'ru', options: BrowserContextOptions = {}) {
  const opened = await e2e.newPage(options);
  await opened.context.addInitScript((lang) => {
    if (!window.localStorage.getItem('lms.language')) window.localStorage.setItem('lms.language', lang);
  }, language);
  return opened;
}

/** The instructor returns the demo student's accepted answer, clicking through as an instructor does. */
async function returnStudentAnswer(page: Page): Promise<void> {
  await logIn(page, DEMO.instructor);
  await openTaskAnswers(page, COURSE, TASK);
  await page.getByRole('tab', { name: /^Accepted/ }).click();
  await page.getByRole('button', { name: `Open the answer of ${STUDENT}` }).click();
  const review = page.getByRole('dialog', { name: `Answer of ${STUDENT}` });
  await review.getByRole('textbox', { name: 'Comment for the student' }).fill(COMMENT);
  await review.getByRole('button', { name: 'Return for rework' }).click();
  await review.waitFor({ state: 'hidden' });
}

describe('notifications', () => {
  it("a returned answer reaches the student's bell and New tab live, in the student's language", { timeout: 300_000 }, async () => {
    // The student, in Russian, on the home page; the socket is open once its first message (the count) came.
    const student = await pageIn('ru');
    // (Listened for from the start: the server's first message comes as soon as the socket opens.)
    const sent: string[] = [];
    const socket = new Promise<WebSocket>((resolve) => {
      student.page.on('websocket', (ws) => {
        if (new URL(ws.url()).pathname !== '/api/ws') return;
        ws.on('framesent', (frame) => sent.push(String(frame.payload)));
        ws.once('framereceived', () => resolve(ws));
      });
    });
    await logIn(student.page, DEMO.student);
    const ws = await socket;
    // The session token goes in the socket's first message, never in its URL.
    expect(new URL(ws.url()).search).toBe('');
    expect(JSON.parse(sent[0])).toEqual({ type: 'auth', token: expect.any(String) });
    const before = await badgeCount(student.page);
    // A marker that a reload would wipe.
    await student.page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const instructor = await e2e.newPage();
    await returnStudentAnswer(instructor.page);

    await expect.poll(() => badgeCount(student.page), { timeout: 15_000 }).toBe(before + 1);
    await student.page.getByTestId('notice-info').filter({ hasText: TITLE_RU }).first().waitFor();
    expect(await student.page.getByTestId('notification-bell').getAttribute('aria-label')).toMatch(/^Уведомления: \d+ нов/);
    expect(await student.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await screenshot(student.page, 'notifications-01-live-notice-ru');

    // The bell's popover lists it; its link leads to the page.
    await student.page.getByTestId('notification-bell').click();
    const popover = student.page.getByRole('dialog', { name: 'Новые уведомления' });
    await popover.getByRole('link', { name: TITLE_RU }).waitFor();
    await screenshot(student.page, 'notifications-02-popover-ru-light-1280');
    await popover.getByRole('link', { name: 'Все уведомления' }).click();
    await waitForPath(student.page, '/student/notifications');

    // The New tab: the returned answer first, in Russian, with the instructor's comment.
    await student.page.getByRole('tab', { name: `Новые (${before + 1})` }).waitFor();
    const fresh = student.page.getByRole('list', { name: 'Новые уведомления' });
    const first = fresh.locator('> li').first();
    await first.getByRole('heading', { name: TITLE_RU }).waitFor();
    await first.getByText(`Комментарий: ${COMMENT}`).waitFor();
    await first.getByText(/назад|только что/).waitFor();
    expect(await student.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await screenshot(student.page, 'notifications-03-page-ru-light-1280');

    // Its link opens the task and marks it seen; the bell counts one less.
    await first.getByRole('link', { name: TITLE_RU }).click();
    await waitForPath(student.page, '/student/courses/*');
    expect(student.page.url()).toMatch(/\/student\/courses\/\d+\/lessons\/\d+\/tasks\/\d+$/);
    await expect.poll(() => badgeCount(student.page), { timeout: 15_000 }).toBe(before);

    // The same page in English, then light and dark, wide and phone-sized.
    await student.page.goto('/student/notifications?tab=seen');
    await switchTo(student.page, 'English');
    await student.page.getByRole('list', { name: 'Seen notifications' }).getByRole('heading', { name: TITLE_EN }).first().waitFor();
    await screenshot(student.page, 'notifications-04-seen-en-light-1280');

    for (const [language, scheme, width] of [
      ['en', 'dark', 1280],
      ['ru', 'dark', 415],
      ['en', 'light', 415],
    ] as const) {
      const { page } = await pageIn(language, { viewport: { width, height: width > 500 ? 800 : 860 }, colorScheme: scheme });
      await logIn(page, DEMO.student);
      await page.goto('/student/notifications?tab=seen');
      await page
        .getByRole('list', { name: language === 'ru' ? 'Просмотренные уведомления' : 'Seen notifications' })
        .locator('> li')
        .first()
        .waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `the page does not scroll sideways at ${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `notifications-05-page-${language}-${scheme}-${width}`);
      if (width < 500) {
        // On a phone the bell leads to the page itself.
        await page.goto('/student');
        await page.getByTestId('welcome').waitFor();
        await page.getByTestId('notification-bell').click();
        await waitForPath(page, '/student/notifications');
        await page.getByRole('tab').first().waitFor();
      } else {
        await page.getByTestId('notification-bell').click();
        await page.getByRole('dialog', { name: language === 'ru' ? 'Новые уведомления' : 'New notifications' }).waitFor();
        await screenshot(page, `notifications-06-popover-${language}-${scheme}-${width}`);
      }
    }
  });
});
