/**
 * The admin's analytics dashboard in Chromium against the real server on the demo seed:
 * the demo admin opens Analytics from the side menu; the counts of students, groups,
 * courses and instructors are the server's and not zero; each chart with figures is drawn by
 * recharts (an SVG surface with as many bars or ring sectors as the answer has non-zero figures),
 * each without shows its empty state; a preset and a typed date ask the server again for that
 * period. The same in Russian (labels, month names, the period asked). Then the page is
 * photographed in English and Russian, light and dark, at 1280 and 415 px
 * (test-results/e2e/analytics-*.png), and at 415 px the page never scrolls sideways.
 */
import type { BrowserContextOptions, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDto } from '../../src/api/analytics';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

type Language = 'en' | 'ru';
const TEXT = {
  en: { menu: 'Analytics', title: 'Analytics', last30Days: 'Last 30 days', thisYear: 'This year', from: 'From' },
  ru: { menu: 'Аналитика', title: 'Аналитика', last30Days: 'Последние 30 дней', thisYear: 'Этот год', from: 'С' },
} as const;

/** A context whose pages start in `language` (the app keeps the choice in localStorage). */
async function pageIn(language: Language, options: BrowserContextOptions = {}) {
  const opened = await e2e.newPage(options);
  await opened.context.addInitScript((lang) => {
    if (!window.localStorage.getItem('lms.language')) window.localStorage.setItem('lms.language', lang);
  }, language);
  return opened;
}

const isAnalyticsCall = (response: Response) =>
  new URL(response.url()).pathname === '/api/analytics' && response.request().method() === 'GET';

/** The next answer of GET /api/analytics, with the query it was asked with. */
async function nextAnswer(page: Page, act: () => Promise<void>): Promise<{ query: URLSearchParams; data: AnalyticsDto }> {
  const [response] = await Promise.all([page.waitForResponse(isAnalyticsCall), act()]);
  expect(response.status(), await response.text()).toBe(200);
  return { query: new URL(response.url()).searchParams, data: (await response.json()) as AnalyticsDto };
}

/** Today (yyyy-MM-dd) in a timezone, and a date moved by days. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The number a stat card shows (digits only: "1 234" in Russian). */
async function statValue(page: Page, id: string): Promise<number> {
  return Number((await page.getByTestId(`analytics-stat-${id}-value`).innerText()).replace(/\D/g, ''));
}

const chart = (page: Page, id: string) => page.getByTestId(`analytics-chart-${id}`);

/**
 * Every chart of `data` as the page shows it: drawn by recharts with a bar (or bar segment, or
 * ring sector) per non-zero figure once its animation is over, or its empty state. Returns the
 * ids of the charts drawn.
 */
async function expectCharts(page: Page, data: AnalyticsDto): Promise<string[]> {
  const bars = (id: string) => chart(page, id).locator('.recharts-bar-rectangle path.recharts-rectangle');
  const sectors = (id: string) => chart(page, id).locator('.recharts-pie-sector path');
  const expected: Array<{ id: string; count: number; drawn: (id: string) => ReturnType<typeof bars> }> = [
    { id: 'newStudents', count: data.newStudentsByMonth.filter((m) => m.count > 0).length, drawn: bars },
    { id: 'passRate', count: [data.testPassRate.passed, data.testPassRate.failed].filter((n) => n > 0).length, drawn: sectors },
    { id: 'taskAnswers', count: [data.taskAnswers.onTime, data.taskAnswers.late].filter((n) => n > 0).length, drawn: sectors },
    { id: 'rating', count: data.averageRatingByCourse.filter((c) => c.average > 0).length, drawn: bars },
    {
      id: 'active',
      count: data.mostActiveCourses.reduce((n, c) => n + (c.taskAnswers > 0 ? 1 : 0) + (c.testAttempts > 0 ? 1 : 0), 0),
      drawn: bars,
    },
  ];
  const drawn: string[] = [];
  for (const { id, count, drawn: shapes } of expected) {
    if (count === 0) {
      await chart(page, id).getByTestId(`analytics-chart-${id}-empty`).waitFor();
      expect(await chart(page, id).locator('svg.recharts-surface').count(), `${id} draws nothing when empty`).toBe(0);
      continue;
    }
    await chart(page, id).locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => shapes(id).count(), { message: `${id}: one shape per non-zero figure`, timeout: 10_000 }).toBe(count);
    // Grown: every shape has a size on the page.
    await expect
      .poll(
        () =>
          shapes(id).evaluateAll((paths) =>
            paths.every((p) => (p as SVGGraphicsElement).getBBox().width > 0 && (p as SVGGraphicsElement).getBBox().height > 0),
          ),
        {
          message: `${id}: every shape drawn with a size`,
        },
      )
      .toBe(true);
    drawn.push(id);
  }
  return drawn;
}

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openAnalytics(page: Page, language: Language): Promise<AnalyticsDto> {
  await logIn(page, DEMO.admin);
  const { query, data } = await nextAnswer(page, () => page.getByRole('menuitem', { name: TEXT[language].menu, exact: true }).click());
  await waitForPath(page, '/admin/analytics');
  // The first call leaves the period to the server: the last 12 months.
  expect(query.has('from')).toBe(false);
  expect(data.newStudentsByMonth).toHaveLength(12);
  await page.getByRole('heading', { level: 1, name: TEXT[language].title }).waitFor();
  await page.getByTestId('analytics-dashboard').waitFor();
  return data;
}

describe('the analytics dashboard', () => {
  it('shows the demo school: its counts, its charts drawn by recharts, and another period on request', { timeout: 180_000 }, async () => {
    const { page } = await pageIn('en');
    const data = await openAnalytics(page, 'en');

    // The counts are the server's, and the demo school has some of each.
    expect(await statValue(page, 'students')).toBe(data.students.total);
    expect(await statValue(page, 'groups')).toBe(data.groups.active + data.groups.finished);
    expect(await statValue(page, 'courses')).toBe(data.courses);
    expect(await statValue(page, 'instructors')).toBe(data.instructors);
    for (const id of ['students', 'groups', 'courses', 'instructors']) expect(await statValue(page, id), id).toBeGreaterThan(0);

    // The demo's year of activity fills the charts: new students, ratings, tests, answers, activity.
    const drawn = await expectCharts(page, data);
    expect(drawn).toEqual(expect.arrayContaining(['newStudents', 'rating']));
    expect(drawn.length, `charts drawn: ${drawn.join(', ')}`).toBeGreaterThanOrEqual(4);
    // Month names under the columns, in English; a course's name and average beside its bar.
    const ticks = await chart(page, 'newStudents').locator('.recharts-xAxis-tick-labels tspan').allTextContents();
    expect(ticks.filter((t) => /^[A-Z][a-z]{2}$/.test(t)).length).toBeGreaterThanOrEqual(6);
    const best = data.averageRatingByCourse[0];
    await expect.poll(() => chart(page, 'rating').getByTestId(`bar-${best.courseId}`).textContent()).toContain(best.courseName);
    // A tooltip names a month and its count on hover.
    const busiest = data.newStudentsByMonth.reduce((a, b) => (b.count > a.count ? b : a));
    await chart(page, 'newStudents').getByTestId(`column-${busiest.month}`).hover();
    const tooltip = chart(page, 'newStudents').locator('.recharts-tooltip-wrapper');
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${busiest.month}-15T12:00:00Z`),
    );
    await expect.poll(() => tooltip.innerText()).toContain(monthName);
    expect(await tooltip.innerText()).toContain(`Students: ${busiest.count}`);
    await screenshot(page, 'analytics-01-tooltip-en');

    // A preset asks for its period, ending today on the school's calendar; the address keeps it.
    const last30 = await nextAnswer(page, () => page.getByRole('button', { name: TEXT.en.last30Days }).click());
    const to = last30.query.get('to')!;
    expect(to).toBe(todayIn('Europe/Moscow'));
    expect(last30.query.get('from')).toBe(addDays(to, -29));
    expect(last30.data.period).toEqual({ from: addDays(to, -29), to });
    await page.waitForURL((url) => url.searchParams.get('from') === addDays(to, -29) && url.searchParams.get('to') === to);
    await page.getByRole('button', { name: TEXT.en.last30Days, pressed: true }).waitFor();
    await page.getByTestId('analytics-dashboard').waitFor();
    await expectCharts(page, last30.data);

    // A date typed in asks again, with the end kept.
    // The English picker reads a day as dd/MM/yyyy.
    const typed = await nextAnswer(page, () => page.getByTestId('analytics-from').fill(addDays(to, -99).split('-').reverse().join('/')));
    expect(typed.query.get('from')).toBe(addDays(to, -99));
    expect(typed.query.get('to')).toBe(to);
    expect(typed.data.period.from).toBe(addDays(to, -99));
    await expectCharts(page, typed.data);
    await screenshot(page, 'analytics-02-typed-period-en');
  });

  it('speaks Russian: the headings, month names and the period asked', { timeout: 120_000 }, async () => {
    const { page } = await pageIn('ru');
    const data = await openAnalytics(page, 'ru');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await chart(page, 'newStudents').getByRole('heading', { name: 'Новые студенты по месяцам' }).waitFor();
    await page.getByTestId('analytics-stat-students').filter({ hasText: 'Студенты' }).waitFor();
    await expectCharts(page, data);
    const ticks = (await chart(page, 'newStudents').locator('.recharts-xAxis-tick-labels tspan').allTextContents()).filter(
      (t) => !/^\d{4}$/.test(t),
    );
    expect(ticks.length).toBeGreaterThanOrEqual(6);
    for (const tick of ticks) expect(tick).toMatch(/^[а-яё]+\.?$/);
    // Numbers in Russian: the average of the best course with a decimal comma, if it has decimals.
    const best = data.averageRatingByCourse[0];
    await expect
      .poll(() => chart(page, 'rating').getByTestId(`bar-${best.courseId}`).textContent())
      .toContain(new Intl.NumberFormat('ru', { maximumFractionDigits: 2 }).format(best.average));

    const year = await nextAnswer(page, () => page.getByRole('button', { name: TEXT.ru.thisYear }).click());
    const to = year.query.get('to')!;
    expect(year.query.get('from')).toBe(`${to.slice(0, 4)}-01-01`);
    await page.getByRole('button', { name: TEXT.ru.thisYear, pressed: true }).waitFor();
    await expectCharts(page, year.data);
    // The Russian picker shows the day as dd.MM.yyyy.
    expect(await page.getByLabel(TEXT.ru.from, { exact: true }).inputValue()).toBe(`01.01.${to.slice(0, 4)}`);
  });

  for (const language of ['en', 'ru'] as const) {
    it(
      `photographs the page in ${language}, light and dark, at 1280 and 415 px without sideways scroll`,
      { timeout: 150_000 },
      async () => {
        // Less motion: the charts are drawn at once, so each picture shows them whole.
        const { page } = await pageIn(language, { reducedMotion: 'reduce' });
        const data = await openAnalytics(page, language);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          for (const width of [1280, 415]) {
            await page.setViewportSize({ width, height: width > 500 ? 800 : 860 });
            await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
            await expectCharts(page, data);
            // The page's background follows the scheme.
            const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
            const [r, g, b] = background.match(/\d+/g)!.map(Number);
            const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
            if (scheme === 'dark') expect(luminance, background).toBeLessThan(80);
            else expect(luminance, background).toBeGreaterThan(180);
            // The charts fit their cards: no surface wider than its card.
            const overflowing = await page
              .locator('svg.recharts-surface')
              .evaluateAll(
                (svgs) =>
                  svgs.filter((svg) => svg.getBoundingClientRect().right > svg.closest('section')!.getBoundingClientRect().right + 0.5)
                    .length,
              );
            expect(overflowing, 'charts wider than their cards').toBe(0);
            expect(await sidewaysScroll(page), `the page does not scroll sideways at ${width} px`).toBeLessThanOrEqual(0);
            await screenshot(page, `analytics-${language}-${scheme}-${width}`);
          }
        }
      },
    );
  }
});
