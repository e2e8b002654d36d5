import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enStudent } from '../../../i18n/enStudent';
import { ruStudent } from '../../../i18n/ruStudent';
import { API_PATTERN } from '../../../mocks/mockHttp';
import { demoToken } from '../../../mocks/builders/builders';
import { StudentTestRoutes } from '../../../mocks/providers/StudentTestRoutes';
import { StudentHome } from './StudentHome';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruStudent : enStudent).student;

/** What the student's home adds to the area's (welcome, announcements, sections): deadlines and courses. */
const meta = {
  title: 'Learning/Student/Home',
  component: StudentHome,
  parameters: { layout: 'fullscreen', route: '/' },
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: () => <StudentTestRoutes />,
} satisfies Meta<typeof StudentHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tasks still owed, the soonest (less than a day left) first; one returned for rework. */
export const Deadlines: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const section = await screen.findByRole('region', { name: t.home.deadlines }, { timeout: 5000 });
    await expect(await within(section).findByTestId('deadline-706')).toBeVisible();
  },
};

/** Nothing to answer. */
export const NothingDue: Story = {
  parameters: {
    msw: { handlers: { deadlines: http.get(`${API_PATTERN}/student/deadlines`, () => HttpResponse.json({ objects: [], count: 0 })) } },
  },
  play: async ({ globals }) => {
    await expect(await screen.findByText(textsOf(globals.locale).home.noDeadlines, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const DeadlinesInRussian: Story = { ...Deadlines, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const DeadlinesDarkTheme: Story = { ...Deadlines, globals: { theme: 'dark' }, tags: ['!autodocs'] };
