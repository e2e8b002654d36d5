import { delay, http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { enAnalytics } from '../../i18n/enAnalytics';
import { ruAnalytics } from '../../i18n/ruAnalytics';
import { API_PATTERN, errorResponse } from '../../mocks/handlers';
import { buildAnalytics, buildEmptyAnalytics } from '../../mocks/builders/analyticsBuilders';
import { AnalyticsTestRoutes } from '../../mocks/providers/AnalyticsTestRoutes';
import { demoToken } from '../../mocks/builders/builders';
import { AnalyticsPage } from './AnalyticsPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruAnalytics : enAnalytics).analytics;

/**
 * The admin's analytics (/admin/analytics) against the mock API: the mock school's counts and
 * two years of generated activity counted for the period chosen; a school with nothing yet;
 * loading; a failed call; and in Russian and the dark theme.
 */
const meta = {
  title: 'Admin/Analytics/AnalyticsPage',
  component: AnalyticsPage,
  parameters: { layout: 'fullscreen', route: '/analytics' },
  beforeEach: () => saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' }),
  render: () => <AnalyticsTestRoutes />,
} satisfies Meta<typeof AnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 12 months of the mock school; a preset asks for another period. */
export const Dashboard: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await screen.findByTestId('analytics-dashboard', {}, { timeout: 5000 });
    await expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(screen.getByTestId('analytics-stat-students-value')).toHaveTextContent('10');
    await userEvent.click(screen.getByRole('button', { name: t.period.last30Days }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.period.last30Days })).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const DashboardInRussian: Story = { ...Dashboard, globals: { locale: 'ru' } };

export const DashboardDarkTheme: Story = { ...Dashboard, globals: { theme: 'dark' }, tags: ['!autodocs'] };

/** Known figures (the builder's): every chart full. */
export const KnownFigures: Story = {
  parameters: { msw: { handlers: { analytics: http.get(`${API_PATTERN}/analytics`, () => HttpResponse.json(buildAnalytics())) } } },
  play: async () => {
    await screen.findByTestId('analytics-dashboard', {}, { timeout: 5000 });
    await expect(screen.getByTestId('analytics-stat-students-value')).toHaveTextContent('48');
  },
};

/** A new school: nothing to count, each chart says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { analytics: http.get(`${API_PATTERN}/analytics`, () => HttpResponse.json(buildEmptyAnalytics())) } } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByTestId('analytics-chart-rating-empty', {}, { timeout: 5000 })).toHaveTextContent(t.charts.ratingEmpty);
  },
};

export const EmptyInRussian: Story = { ...Empty, globals: { locale: 'ru' } };

/** Ten years, month by month: thin bars, one label in every few. */
export const TenYears: Story = {
  parameters: { route: '/analytics?from=2016-12-01&to=2026-11-22' },
  play: async () => {
    await screen.findByTestId('analytics-dashboard', {}, { timeout: 5000 });
    await expect(screen.getAllByTestId(/^column-\d{4}-\d{2}$/)).toHaveLength(120);
  },
};

/** The call on its way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { analytics: http.get(`${API_PATTERN}/analytics`, async () => (await delay('infinite'), HttpResponse.json({}))) } },
  },
  play: async () => {
    await expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  },
};

/** A failed call: the server's message, and a way to try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { analytics: http.get(`${API_PATTERN}/analytics`, ({ request }) => errorResponse(request, 500, 'errors.internal')) } },
  },
  play: async () => {
    const [alert] = await screen.findAllByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toBeVisible();
  },
};
