import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enLearning } from '../../../i18n/enLearning';
import { ruLearning } from '../../../i18n/ruLearning';
import { demoToken } from '../../../mocks/builders/builders';
import { LearningTestRoutes } from '../../../mocks/providers/LearningTestRoutes';
import { LessonPage } from './LessonPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruLearning : enLearning).learning;

/** A lesson's page (/instructor/courses/:courseId/lessons/:lessonId) with its materials in tabs, against the mock API. */
const meta = {
  title: 'Learning/Instructor/LessonPage',
  component: LessonPage,
  parameters: { layout: 'fullscreen', route: '/courses/1/lessons/11' },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  render: () => <LearningTestRoutes />,
} satisfies Meta<typeof LessonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The videos: a YouTube one with its thumbnail, another site's as a link. */
export const Videos: Story = {
  play: async ({ globals }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Introduction to JavaScript' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(textsOf(globals.locale).tabs.videos);
  },
};

export const Presentations: Story = {
  parameters: { route: '/courses/1/lessons/11?tab=presentations' },
  play: async () => {
    await expect(await screen.findByText('Course overview', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Links: Story = {
  parameters: { route: '/courses/1/lessons/11?tab=links' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'MDN: JavaScript guide' }, { timeout: 5000 })).toBeVisible();
  },
};

export const VideosInRussian: Story = { ...Videos, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const LinksDarkTheme: Story = { ...Links, globals: { theme: 'dark' }, tags: ['!autodocs'] };
