import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enStudentQuizzes } from '../../../i18n/enStudentQuizzes';
import { ruStudentQuizzes } from '../../../i18n/ruStudentQuizzes';
import { API_PATTERN, errorResponse } from '../../../mocks/mockHttp';
import { demoToken } from '../../../mocks/builders/builders';
import { StudentTestRoutes } from '../../../mocks/providers/StudentTestRoutes';
import { ResultsPage } from './ResultsPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruStudentQuizzes : enStudentQuizzes).studentQuizzes.results;

/**
 * My results (/student/results): each course's open lessons with their tests and tasks, my
 * points, states and the instructor's comments, and the totals: one call per course.
 */
const meta = {
  title: 'Learning/Student/Results',
  component: ResultsPage,
  parameters: { layout: 'fullscreen', route: '/results' },
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: () => <StudentTestRoutes />,
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first course open: a passed test, one not taken, accepted, waiting and returned tasks. */
export const Results: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const course = await screen.findByTestId('course-results-1', {}, { timeout: 5000 });
    await expect(await within(course).findByTestId('result-test-501', {}, { timeout: 5000 })).toHaveTextContent(t.testPassed);
    await expect(within(course).getByTestId('result-task-704')).toHaveTextContent(t.taskStatus.NOT_ACCEPTED);
    await expect(within(course).getByTestId('course-totals')).toBeVisible();
  },
};

/** Blocked on the course since the page listed it: the section says it could not load, with the server's notice. */
export const BlockedCourse: Story = {
  parameters: {
    msw: {
      handlers: {
        results: http.get(`${API_PATTERN}/student/results/:courseId`, ({ request }) =>
          errorResponse(request, 403, 'lessons.blockedOnCourse'),
        ),
      },
    },
  },
  play: async ({ globals }) => {
    const course = await screen.findByTestId('course-results-1', {}, { timeout: 5000 });
    await expect(await within(course).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(textsOf(globals.locale).loadFailed);
  },
};

export const ResultsInRussian: Story = { ...Results, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const ResultsDarkTheme: Story = { ...Results, globals: { theme: 'dark' }, tags: ['!autodocs'] };
