import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enLearning } from '../../../i18n/enLearning';
import { ruLearning } from '../../../i18n/ruLearning';
import { demoToken } from '../../../mocks/builders/builders';
import { StudentTestRoutes } from '../../../mocks/providers/StudentTestRoutes';
import { StudentLessonPage } from './StudentLessonPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruLearning : enLearning).learning;

/**
 * A lesson as the student studies it (/student/courses/:courseId/lessons/:lessonId): every
 * material on one page, against the mock API.
 */
const meta = {
  title: 'Learning/Student/LessonPage',
  component: StudentLessonPage,
  parameters: { layout: 'fullscreen', route: '/courses/1/lessons/11' },
  beforeEach: () => saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' }),
  render: () => <StudentTestRoutes />,
} satisfies Meta<typeof StudentLessonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Videos, a presentation, links, a task with an accepted answer and two tests. */
export const AllMaterials: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Introduction to JavaScript' }, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByTestId('student-task-701', {}, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByTestId('student-test-501')).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: new RegExp(t.tabs.videos) })).toBeVisible();
  },
};

/** A YouTube video plays in place once chosen. */
export const PlayingVideo: Story = {
  play: async () => {
    const card = await screen.findByTestId('student-video-101', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button'));
    await expect(within(card).getByTitle('JavaScript in one hour')).toBeVisible();
  },
};

/** A lesson in the middle of the course, with the lessons before and after. */
export const WithNeighbours: Story = {
  parameters: { route: '/courses/1/lessons/12' },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await screen.findByRole('link', { name: new RegExp(t.lesson.previous) }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: new RegExp(t.lesson.next) })).toBeVisible();
  },
};

export const AllMaterialsInRussian: Story = { ...AllMaterials, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const AllMaterialsDarkTheme: Story = { ...AllMaterials, globals: { theme: 'dark' }, tags: ['!autodocs'] };
