/**
 * The calendar in Chromium against the real server: the admin creates an event for
 * the demo student's group (a draft, which the student does not see), publishes it, and drags it
 * to the next day; the student logs in and finds it on that day in their calendar, read-only.
 * The calendars are photographed in English and Russian, light and dark, at 1280 and 415 px
 * (test-results/e2e/calendar-*.png), and never scroll sideways. Every wait is for a condition.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

const TITLE = 'Calendar E2E: project kick-off';
const GROUP = 'Frontend 2026';
/** The demo school's zone (server/db/seed/demo.ts). */
const ZONE = 'Europe/Moscow';

/** yyyy-MM-dd of the school's day `offset` days from today. */
function schoolDay(offset = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

async function success(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('notice-success').filter({ hasText: text }).first().waitFor();
}

/** The calendar's event with the title (in whichever view). */
function eventIn(page: Page, title = TITLE): Locator {
  return page.getByTestId('calendar').locator('.fc-event', { hasText: title }).first();
}

/** A context whose pages start in `language` (the app keeps the choice in localStorage). */
async function pageIn(language: 'en' | 'ru', options: BrowserContextOptions = {}) {
  const opened = await e2e.newPage(options);
  await opened.context.addInitScript((lang) => window.localStorage.setItem('lms.language', lang), language);
  return opened;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `the calendar does not scroll sideways at ${width} px`).toBeLessThanOrEqual(0);
}

/** Drags with the mouse in small steps, as FullCalendar needs to notice a drag. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 5, a.y + a.height / 2 + 5, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

describe('the calendar', () => {
  it('an admin creates an event for a group and publishes it; the student of that group sees it', async () => {
    // Tomorrow, then the day after: an event already over cannot be created.
    const day = schoolDay(1);
    const nextDay = schoolDay(2);

    // 1. The admin opens the calendar from the menu and creates the event: a draft.
    const admin = await e2e.newPage();
    await logIn(admin.page, DEMO.admin);
    await admin.page.getByRole('menuitem', { name: 'Calendar' }).click();
    await waitForPath(admin.page, '/admin/calendar');
    await admin.page.getByTestId('calendar').locator('.fc-daygrid-day').first().waitFor();
    await admin.page.getByRole('button', { name: 'New event' }).click();
    const form = admin.page.getByRole('dialog', { name: 'New event' });
    await form.getByLabel('Title').fill(TITLE);
    // The English pickers read dates day first: dd/MM/yyyy.
    const typedDay = day.split('-').reverse().join('/');
    await form.getByLabel('Start date').fill(typedDay);
    await form.getByLabel('Start time').fill('10:00');
    await form.getByLabel('End date').fill(typedDay);
    await form.getByLabel('End time').fill('11:30');
    await form.getByRole('combobox', { name: 'Groups' }).click();
    await admin.page.getByRole('option', { name: GROUP }).click();
    await form.getByLabel('Place').fill('Room 42');
    await screenshot(admin.page, 'calendar-01-create-en-light-1280');
    await form.getByRole('button', { name: 'Save' }).click();
    await success(admin.page, 'The event has been created as a draft');
    await form.waitFor({ state: 'hidden' });
    const draft = eventIn(admin.page);
    await draft.waitFor();
    expect(await draft.getAttribute('class')).toContain('lms-event--draft');
    expect(await admin.page.locator(`.fc-daygrid-day[data-date="${day}"]`).getByText(TITLE).count()).toBe(1);

    // 2. A draft is the admins' alone: the student's calendar does not show it.
    const student = await e2e.newPage();
    await logIn(student.page, DEMO.student);
    await student.page.getByRole('menuitem', { name: 'Calendar' }).click();
    await waitForPath(student.page, '/student/calendar');
    await student.page.getByTestId('calendar').locator('.fc-daygrid-day').first().waitFor();
    // Its events have arrived (the calendar is no longer busy), and the draft is not among them.
    await student.page.locator('[data-testid="calendar"][aria-busy="false"]').waitFor();
    await eventIn(student.page, '').waitFor();
    expect(await eventIn(student.page).count()).toBe(0);

    // 3. The admin publishes it from its details.
    await draft.click();
    const details = admin.page.getByRole('dialog', { name: TITLE });
    await details.getByText(GROUP).waitFor();
    await details.getByText('Room 42').waitFor();
    await screenshot(admin.page, 'calendar-02-details-en-light-1280');
    await details.getByRole('button', { name: 'Publish' }).click();
    await success(admin.page, 'The event has been published');
    await details.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await eventIn(admin.page).getAttribute('class')) ?? '').toContain('lms-event--active');

    // 4. …and drags it to the next day: the same time, one day later.
    const moved = admin.page.waitForResponse((r) => /\/api\/events\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await drag(admin.page, eventIn(admin.page), admin.page.locator(`.fc-daygrid-day[data-date="${nextDay}"] .fc-daygrid-day-frame`));
    const answer = await moved;
    expect(answer.status()).toBe(200);
    const saved = (await answer.json()) as { start: string; end: string; groups: Array<{ groupName: string }>; message: string };
    expect(saved.message).toBe('The event was successfully updated.');
    expect(new Date(saved.start).toLocaleString('sv-SE', { timeZone: ZONE })).toBe(`${nextDay} 10:00:00`);
    expect(new Date(saved.end).toLocaleString('sv-SE', { timeZone: ZONE })).toBe(`${nextDay} 11:30:00`);
    expect(saved.groups.map((g) => g.groupName)).toEqual([GROUP]);
    await success(admin.page, 'The event was successfully updated.');
    await admin.page.locator(`.fc-daygrid-day[data-date="${nextDay}"]`).getByText(TITLE).waitFor();
    await screenshot(admin.page, 'calendar-03-admin-en-light-1280');

    // 5. The student sees it on that day, read-only, with its details.
    await student.page.reload();
    await student.page.locator(`.fc-daygrid-day[data-date="${nextDay}"]`).getByText(TITLE).waitFor();
    const shown = eventIn(student.page);
    expect(await shown.getAttribute('class')).toContain('lms-event--active');
    expect(await shown.getAttribute('class')).not.toContain('fc-event-draggable');
    expect(await student.page.getByRole('button', { name: 'New event' }).count()).toBe(0);
    await shown.click();
    const studentDetails = student.page.getByRole('dialog', { name: TITLE });
    await studentDetails.getByText('Room 42').waitFor();
    expect(await studentDetails.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await screenshot(student.page, 'calendar-04-student-details-en-light-1280');
    await studentDetails.getByRole('button', { name: 'Close' }).click();
    await studentDetails.waitFor({ state: 'hidden' });
    await screenshot(student.page, 'calendar-05-student-en-light-1280');

    // 6. Both calendars in English and Russian, light and dark, wide and on a phone.
    for (const [who, account, language, scheme, width] of [
      ['admin', DEMO.admin, 'ru', 'dark', 1280],
      ['admin', DEMO.admin, 'ru', 'light', 415],
      ['admin', DEMO.admin, 'en', 'dark', 415],
      ['student', DEMO.student, 'ru', 'light', 1280],
      ['student', DEMO.student, 'en', 'dark', 415],
      ['student', DEMO.student, 'ru', 'dark', 415],
    ] as const) {
      const { page } = await pageIn(language, { viewport: { width, height: width > 500 ? 800 : 860 }, colorScheme: scheme });
      await logIn(page, account);
      await page.goto(`${account.home}/calendar`);
      // Phones open on the week's list.
      await page.getByTestId('calendar').waitFor();
      if (width < 500) expect(await page.getByTestId('calendar').getAttribute('data-view')).toBe('listWeek');
      else await page.locator(`.fc-daygrid-day[data-date="${nextDay}"]`).getByText(TITLE).waitFor();
      await page.getByRole('heading', { level: 1, name: language === 'ru' ? 'Календарь' : 'Calendar' }).waitFor();
      if (language === 'ru' && width > 500) {
        const headers = await page.locator('.fc-col-header-cell').allInnerTexts();
        expect(headers.map((h) => h.trim())).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
      }
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, `calendar-06-${who}-${language}-${scheme}-${width}`);
    }
  });
});
