import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enRatings } from '../../../i18n/enRatings';
import { ruRatings } from '../../../i18n/ruRatings';
import { API_PATTERN, errorResponse } from '../../../mocks/handlers';
import { demoToken } from '../../../mocks/builders/builders';
import { LearningTestRoutes } from '../../../mocks/providers/LearningTestRoutes';
import { generateCourseRating } from '../../../mocks/builders/ratingBuilders';
import { CourseRatingPage } from './CourseRatingPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruRatings : enRatings).ratings;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * The course rating table (/instructor/courses/:courseId/rating) against the mock API: points by
 * lesson with the placeholder '---', exams with marks edited in place, the totals weighted by
 * the distribution; and a generated course of 1,000 students × 100 lessons, virtualised.
 */
const meta = {
  title: 'Learning/Ratings/CourseRatingPage',
  component: CourseRatingPage,
  parameters: { layout: 'fullscreen', route: '/courses/1/rating' },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  render: () => <LearningTestRoutes />,
} satisfies Meta<typeof CourseRatingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo course: four students, the placeholder of a lesson with nothing to score, two exams. */
export const Course: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const table = await screen.findByTestId('rating-table', {}, { timeout: 5000 });
    await expect(within(table).getByRole('columnheader', { name: t.table.exams })).toBeVisible();
    await expect(table.querySelector('[role="cell"][data-column="placeholder:13"]')).toHaveTextContent('---');
  },
};

export const CourseInRussian: Story = { ...Course, globals: { locale: 'ru' } };

export const CourseDarkTheme: Story = { ...Course, globals: { theme: 'dark' }, tags: ['!autodocs'] };

/** Only the exams and the totals they feed; a mark opens its editor. */
export const Exams: Story = {
  parameters: { route: '/courses/1/exams' },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await screen.findByTestId('rating-table', {}, { timeout: 5000 });
    await userEvent.click(
      screen.getByRole('button', { name: fill(t.marks.cellLabel, { exam: 'Midterm exam', student: 'Sofia Smirnova', mark: '85' }) }),
    );
    const editor = await screen.findByTestId('mark-editor');
    await expect(within(editor).getByRole('textbox')).toHaveValue('85');
  },
};

const big = generateCourseRating();

/** 1,000 students × 100 lessons (208 columns): only what is in view is in the page. */
export const ThousandStudents: Story = {
  parameters: {
    msw: { handlers: { rating: http.get(`${API_PATTERN}/courses/:courseId/students/rating`, () => HttpResponse.json(big)) } },
  },
  play: async () => {
    const table = await screen.findByTestId('rating-table', {}, { timeout: 10_000 });
    await expect(table).toHaveAttribute('aria-rowcount', '1002');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(80);
  },
};

/** A 400 of the rating call shows in the page (SPEC §8). */
export const BadRequest: Story = {
  parameters: {
    msw: {
      handlers: {
        rating: http.get(`${API_PATTERN}/courses/:courseId/students/rating`, ({ request }) =>
          errorResponse(request, 400, 'ratings.distributionSum', { params: { sum: 90 } }),
        ),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByTestId('rating-state', {}, { timeout: 5000 })).toBeVisible();
  },
};
