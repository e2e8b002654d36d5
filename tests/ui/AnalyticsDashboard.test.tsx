import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as analyticsStories from '../../src/resources/analytics/AnalyticsPage.stories';
import type { AnalyticsDto } from '../../src/api/analytics';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ruApp } from '../../src/i18n/ru';
import { API_PATTERN, errorResponse } from '../../src/mocks/handlers';
import { addDays, todayIn } from '../../src/resources/analytics/period';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { notices } from '../../src/shell/notices';
import { buildAnalytics, buildEmptyAnalytics } from '../../src/mocks/builders/analyticsBuilders';
import { AnalyticsTestRoutes } from '../../src/mocks/providers/AnalyticsTestRoutes';
import { demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/*
 * The admin's analytics dashboard: stat cards and charts from GET /analytics, each
 * chart's empty state, loading and errors, the period filter (dates and presets) sending from
 * and to, and both languages.
 */

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
const texts = (language: Language) => (language === 'ru' ? ruApp : enApp).analytics;
/** Polyglot's plural forms: the English "one" or "other" form. */
const plural = (template: string, n: number) => fill(template.split(' |||| ')[n === 1 ? 0 : 1], { smart_count: n });

// The user asks for less motion (the charts then draw their final shapes at once, not grown by
// recharts' animation); no other media query matches, as where jsdom has no matchMedia.
const hadMatchMedia = 'matchMedia' in window;
beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: /prefers-reduced-motion:\s*reduce/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
});

afterEach(() => {
  if (!hadMatchMedia) delete (window as { matchMedia?: unknown }).matchMedia;
  notices.clear();
  server.events.removeAllListeners();
});

async function renderPage({ language = 'en', route = '/analytics' }: { language?: Language; route?: string } = {}) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <TestProviders locale={language} initialEntries={[route]}>
      <AnalyticsTestRoutes />
      <NoticeStack />
    </TestProviders>,
  );
  return { user, t: texts(language) };
}

/** Answers GET /analytics with `data`, recording the query of every call. */
function answerWith(data: AnalyticsDto | ((url: URL) => AnalyticsDto)) {
  const calls: URL[] = [];
  server.use(
    http.get(`${API_PATTERN}/analytics`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return HttpResponse.json(typeof data === 'function' ? data(url) : data);
    }),
  );
  return calls;
}

const chart = (id: string) => screen.getByTestId(`analytics-chart-${id}`);
/** The bars recharts drew in a chart (of its `series`-th Bar, or all), without their grey tracks. */
const drawnBars = (id: string, series?: number) => {
  const layers = [...chart(id).querySelectorAll('.recharts-bar')];
  return (series === undefined ? layers : [layers[series]]).flatMap((layer) => [
    ...layer.querySelectorAll('.recharts-bar-rectangle path.recharts-rectangle'),
  ]);
};
const widthOf = (element: Element) => Number(element.getAttribute('width'));
const heightOf = (element: Element) => Number(element.getAttribute('height'));
const tableRows = (id: string) =>
  within(screen.getByTestId(`analytics-chart-${id}-table`))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('analytics dashboard', () => {
  it('shows the counts and every chart of the answer', async () => {
    const data = buildAnalytics();
    answerWith(data);
    const { t } = await renderPage();
    // Loading first.
    expect(screen.getByRole('progressbar', { name: enApp.app.loading })).toBeInTheDocument();
    await screen.findByTestId('analytics-dashboard');

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(screen.getByTestId('analytics-stat-students-value')).toHaveTextContent('48');
    expect(screen.getByTestId('analytics-stat-students')).toHaveTextContent(fill(t.cards.studentsDetail, { online: 30, offline: 18 }));
    expect(screen.getByTestId('analytics-stat-students')).toHaveTextContent(plural(t.cards.blocked, 3));
    expect(screen.getByTestId('analytics-stat-groups-value')).toHaveTextContent('6');
    expect(screen.getByTestId('analytics-stat-groups')).toHaveTextContent(fill(t.cards.groupsDetail, { active: 4, finished: 2 }));
    expect(screen.getByTestId('analytics-stat-courses-value')).toHaveTextContent('5');
    expect(screen.getByTestId('analytics-stat-instructors-value')).toHaveTextContent('7');
    expect(screen.getByTestId('analytics-period-shown')).toHaveTextContent(
      fill(t.period.showing, { from: '1 Dec 2025', to: '22 Nov 2026' }),
    );

    // New students: 12 months, month names in English, the total of the period.
    expect(within(chart('newStudents')).getByRole('heading', { name: t.charts.newStudents })).toBeVisible();
    expect(screen.getByTestId('analytics-chart-newStudents-summary')).toHaveTextContent(plural(t.charts.newStudentsTotal, 43));
    expect(tableRows('newStudents')).toHaveLength(12);
    expect(tableRows('newStudents')[0]).toEqual(['December 2025', '4']);
    expect(tableRows('newStudents')[8]).toEqual(['August 2026', '9']);
    expect(within(chart('newStudents')).getAllByTestId(/^column-\d{4}-\d{2}$/)).toHaveLength(12);
    // Drawn by recharts: a bar for each month with students, as tall as its count.
    expect(chart('newStudents').querySelector('svg.recharts-surface')).not.toBeNull();
    await waitFor(() => expect(drawnBars('newStudents')).toHaveLength(10));
    const column = (month: string) => within(chart('newStudents')).getByTestId(`column-${month}`).querySelector('path');
    expect(column('2026-04')).toBeNull();
    expect(heightOf(column('2026-08')!) / heightOf(column('2025-12')!)).toBeCloseTo(9 / 4, 1);
    expect(within(chart('newStudents')).getByText('Dec')).toBeInTheDocument();
    // The period spans two years: the year under the first month and under January.
    expect(within(chart('newStudents')).getByText('2026')).toBeInTheDocument();

    // Average rating per course, best first.
    expect(tableRows('rating')).toEqual([
      ['JavaScript Fundamentals', '78.25', '14'],
      ['Основы Python', '64.5', '12'],
      ['React in Practice', '41.8', '14'],
    ]);
    expect(within(chart('rating')).getByTestId('bar-1')).toHaveTextContent('78.25');
    expect(within(chart('rating')).getByTestId('bar-1')).toHaveTextContent('JavaScript Fundamentals');
    expect(within(chart('rating')).getByTestId('bar-1')).toHaveTextContent(plural(t.charts.ratingStudents, 14));
    // Each bar is its average's share of 100 (the grey track behind it).
    await waitFor(() => expect(drawnBars('rating')).toHaveLength(3));
    const track = widthOf(within(chart('rating')).getByTestId('bar-1').querySelector('.analytics-bar-track')!);
    expect(drawnBars('rating').map((bar) => widthOf(bar) / track)).toEqual([
      expect.closeTo(0.7825, 2),
      expect.closeTo(0.645, 2),
      expect.closeTo(0.418, 2),
    ]);

    // Pass rate and on time vs late.
    expect(screen.getByTestId('analytics-chart-passRate-summary')).toHaveTextContent(fill(t.charts.passRateValue, { rate: '75%' }));
    expect(tableRows('passRate')).toEqual([
      [t.charts.passed, '36'],
      [t.charts.failed, '12'],
    ]);
    expect(screen.getByTestId('analytics-chart-taskAnswers-summary')).toHaveTextContent(`${t.charts.onTime}: 80%`);
    // Both rings drawn by recharts, a sector a part.
    await waitFor(() => expect(chart('passRate').querySelectorAll('.recharts-pie-sector path')).toHaveLength(2));
    await waitFor(() => expect(chart('taskAnswers').querySelectorAll('.recharts-pie-sector path')).toHaveLength(2));
    expect(tableRows('taskAnswers')).toEqual([
      [t.charts.onTime, '120'],
      [t.charts.late, '30'],
    ]);

    // The most active courses, most first.
    expect(tableRows('active')).toEqual([
      ['JavaScript Fundamentals', '80', '20'],
      ['Основы Python', '45', '18'],
      ['React in Practice', '25', '10'],
    ]);
    const bars = [...chart('active').querySelectorAll('[data-testid^="bar-"]')].map((row) => row.getAttribute('data-testid'));
    expect(bars).toEqual(['bar-1', 'bar-3', 'bar-2']);
    expect(within(chart('active')).getByTestId('bar-1')).toHaveTextContent('JavaScript Fundamentals');
    expect(within(chart('active')).getByTestId('bar-1')).toHaveTextContent('100');
    // recharts' drawing, once its bars have grown: two answers and finished tests per course.
    await waitFor(() => expect(drawnBars('active')).toHaveLength(6));
    const [answers, attempts] = [drawnBars('active', 0), drawnBars('active', 1)];
    expect(answers.map(widthOf)).toEqual([...answers.map(widthOf)].sort((a, b) => b - a));
    // 80 answers and 20 tests of the 100 of the busiest course: the bar is 4 parts to 1.
    expect(widthOf(answers[0]) / widthOf(attempts[0])).toBeCloseTo(4, 1);
  });

  it('shows an empty state in each chart with nothing to draw', async () => {
    answerWith(buildEmptyAnalytics());
    const { t } = await renderPage();
    await screen.findByTestId('analytics-dashboard');
    expect(screen.getByTestId('analytics-stat-students-value')).toHaveTextContent('0');
    const empty: Array<[string, string]> = [
      ['newStudents', t.charts.newStudentsEmpty],
      ['passRate', t.charts.passRateEmpty],
      ['taskAnswers', t.charts.answersEmpty],
      ['rating', t.charts.ratingEmpty],
      ['active', t.charts.activeEmpty],
    ];
    for (const [id, text] of empty) {
      expect(screen.getByTestId(`analytics-chart-${id}-empty`)).toHaveTextContent(text);
      expect(screen.queryByTestId(`analytics-chart-${id}-table`)).toBeNull();
    }
  });

  it('keeps each chart to itself: an empty one beside full ones', async () => {
    answerWith(buildAnalytics({ testPassRate: { passed: 0, failed: 0, rate: null }, mostActiveCourses: [] }));
    const { t } = await renderPage();
    await screen.findByTestId('analytics-dashboard');
    expect(screen.getByTestId('analytics-chart-passRate-empty')).toHaveTextContent(t.charts.passRateEmpty);
    expect(screen.getByTestId('analytics-chart-active-empty')).toHaveTextContent(t.charts.activeEmpty);
    expect(screen.queryByTestId('analytics-chart-rating-empty')).toBeNull();
    expect(screen.queryByTestId('analytics-chart-taskAnswers-empty')).toBeNull();
  });

  it('sends the period of a preset and of the date inputs, and nothing for a reversed one', async () => {
    const calls = answerWith((url) => {
      const from = url.searchParams.get('from') ?? '2025-12-01';
      const to = url.searchParams.get('to') ?? '2026-11-22';
      return buildEmptyAnalytics({ from, to });
    });
    const { user, t } = await renderPage();
    await screen.findByTestId('analytics-dashboard');
    // The first call leaves the period to the server (the last 12 months).
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.has('from')).toBe(false);
    expect(calls[0].searchParams.has('to')).toBe(false);
    // The inputs show the server's period once its answer is in, which may be a render after the dashboard.
    await waitFor(() => expect(screen.getByTestId('analytics-from')).toHaveValue('01/12/2025'));
    expect(screen.getByTestId('analytics-to')).toHaveValue('22/11/2026');

    // A preset ends today on the school's calendar (Moscow).
    const today = todayIn('Europe/Moscow');
    await user.click(screen.getByRole('button', { name: t.period.last30Days }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].searchParams.get('from')).toBe(addDays(today, -29));
    expect(calls[1].searchParams.get('to')).toBe(today);
    await waitFor(() => expect(screen.getByRole('button', { name: t.period.last30Days })).toHaveAttribute('aria-pressed', 'true'));

    await user.click(screen.getByRole('button', { name: t.period.thisYear }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].searchParams.get('from')).toBe(`${today.slice(0, 4)}-01-01`);

    // A date typed in, day first (the English picker reads dd/MM/yyyy).
    fireEvent.change(screen.getByTestId('analytics-from'), { target: { value: '01/03/2024' } });
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3].searchParams.get('from')).toBe('2024-03-01');
    expect(calls[3].searchParams.get('to')).toBe(today);
    await waitFor(() =>
      expect(screen.getByTestId('analytics-period-shown')).toHaveTextContent(fill(t.period.showing, { from: '1 Mar 2024', to: '' }).trim()),
    );
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);

    // From after to: said at the input, and not asked.
    fireEvent.change(screen.getByTestId('analytics-to'), { target: { value: '01/01/2024' } });
    expect(await screen.findByText(t.period.fromAfterTo)).toBeVisible();
    // A date half typed (the input then reads empty): said too, and not asked.
    expect(screen.queryByText(t.period.invalid)).toBeNull();
    fireEvent.change(screen.getByTestId('analytics-from'), { target: { value: '' } });
    expect(await screen.findByText(t.period.invalid)).toBeVisible();
    expect(calls).toHaveLength(4);
    // Mended: asked at once. A call for a wrong period would have gone before this one, and be the fifth.
    fireEvent.change(screen.getByTestId('analytics-from'), { target: { value: '01/12/2023' } });
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(calls[4].searchParams.get('from')).toBe('2023-12-01');
    expect(calls[4].searchParams.get('to')).toBe('2024-01-01');
  });

  it('opens the period given in the address', async () => {
    const calls = answerWith((url) =>
      buildEmptyAnalytics({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }),
    );
    await renderPage({ route: '/analytics?from=2026-01-01&to=2026-03-31' });
    await screen.findByTestId('analytics-dashboard');
    expect(calls[0].searchParams.get('from')).toBe('2026-01-01');
    expect(calls[0].searchParams.get('to')).toBe('2026-03-31');
    expect(screen.getByTestId('analytics-from')).toHaveValue('01/01/2026');
    expect(screen.getByTestId('analytics-to')).toHaveValue('31/03/2026');
    expect(screen.getByTestId('analytics-chart-newStudents-empty')).toBeVisible();
  });

  it('shows the server message of a failed call with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API_PATTERN}/analytics`, ({ request }) =>
        fail
          ? errorResponse(request, 400, 'analytics.periodTooLong', { field: 'from', params: { years: 10 } })
          : HttpResponse.json(buildAnalytics()),
      ),
    );
    const { user } = await renderPage({ route: '/analytics?from=2000-01-01&to=2026-01-01' });
    expect(await screen.findByText('The period can be at most 10 years long.')).toBeVisible();
    // The filter stays, to choose another period.
    expect(screen.getByTestId('analytics-from')).toHaveValue('01/01/2000');
    fail = false;
    await user.click(screen.getByRole('button', { name: enApp.learning.retry }));
    await screen.findByTestId('analytics-dashboard');
  });

  it('speaks Russian: labels, month names, numbers and the server messages', async () => {
    answerWith(buildAnalytics());
    const { t } = await renderPage({ language: 'ru' });
    await screen.findByTestId('analytics-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeVisible();
    expect(t.cards.students).toBe('Студенты');
    expect(screen.getByTestId('analytics-stat-students')).toHaveTextContent('Студенты');
    expect(screen.getByTestId('analytics-stat-students')).toHaveTextContent('онлайн: 30 · офлайн: 18');
    expect(screen.getByTestId('analytics-stat-students')).toHaveTextContent('3 заблокировано');
    expect(within(chart('newStudents')).getByRole('heading', { name: 'Новые студенты по месяцам' })).toBeVisible();
    expect(screen.getByTestId('analytics-chart-newStudents-summary')).toHaveTextContent('43 новых студента за период');
    expect(tableRows('newStudents')[0]).toEqual(['декабрь 2025', '4']);
    expect(tableRows('newStudents')[1]).toEqual(['январь 2026', '2']);
    expect(within(chart('newStudents')).getByText('дек.')).toBeInTheDocument();
    expect(within(chart('newStudents')).getByText('авг.')).toBeInTheDocument();
    expect(tableRows('rating')[0]).toEqual(['JavaScript Fundamentals', '78,25', '14']);
    expect(screen.getByTestId('analytics-chart-passRate-summary').textContent).toMatch(/^сдано 75\s%$/);
    expect(screen.getByRole('button', { name: 'Последние 30 дней' })).toBeVisible();
    // Dates day first, in the pickers and in the text (never the month first, as 12.01.25 was).
    expect(screen.getByLabelText('С')).toHaveValue('01.12.2025');
    expect(screen.getByLabelText('По')).toHaveValue('22.11.2026');
    expect(screen.getByTestId('analytics-period-shown')).toHaveTextContent('С 01.12.2025 по 22.11.2026');
  });

  it('shows a period error from the mock server in Russian', async () => {
    await renderPage({ language: 'ru', route: '/analytics?from=2010-01-01&to=2026-01-01' });
    expect(await screen.findByText('Период не может быть длиннее 10 лет.')).toBeVisible();
  });
});

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

describe('analytics stories', { timeout: 30_000 }, () => {
  setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);
  it.each(Object.entries(composeStories(analyticsStories)))('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
