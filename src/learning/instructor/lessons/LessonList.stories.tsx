import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enLearning } from '../../../i18n/enLearning';
import { ruLearning } from '../../../i18n/ruLearning';
import { API_PATTERN } from '../../../mocks/handlers';
import { t as serverText } from '../../../../server/i18n';
import { demoToken } from '../../../mocks/builders/builders';
import { LearningTestRoutes } from '../../../mocks/providers/LearningTestRoutes';
import { CoursePage } from '../../shared/courses/CoursePage';
import { instructorCourseArea } from './instructorCourseArea';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruLearning : enLearning).learning;
/** The first load of a story may be slow (a cold Storybook, a busy test machine). */
const LOADING = { timeout: 5000 };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The lesson names, top to bottom, once the list is there. */
async function lessonNames() {
  const list = await screen.findByTestId('lesson-list');
  return within(list)
    .getAllByRole('listitem')
    .map((row) =>
      within(row)
        .getAllByRole('link')[0]
        .textContent?.replace(/^\d+\.\s*/, ''),
    );
}

/** Picks the first lesson up with the keyboard and drops it one place lower. */
async function dragFirstDown(locale: unknown) {
  const t = textsOf(locale);
  await waitFor(async () => expect(await lessonNames()).toHaveLength(4), LOADING);
  screen.getByRole('button', { name: fill(t.course.dragHandle, { name: 'Introduction to JavaScript' }) }).focus();
  await userEvent.keyboard('[Space]');
  await userEvent.keyboard('[ArrowDown]');
  await userEvent.keyboard('[Space]');
}

/**
 * A course's lesson list (/instructor/courses/:courseId) against the mock API: the lessons in
 * order with their show dates in the school's timezone (Moscow here), reordered by dragging
 * the handle with a mouse, a finger or the keyboard.
 */
const meta = {
  title: 'Learning/Instructor/LessonList',
  component: CoursePage,
  args: { area: instructorCourseArea },
  parameters: { layout: 'fullscreen', route: '/courses/1' },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  render: () => <LearningTestRoutes />,
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The course's four lessons: three students already see, one still hidden. */
export const Lessons: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await waitFor(
      async () =>
        expect(await lessonNames()).toEqual(['Introduction to JavaScript', 'Variables and types', 'Functions and scope', 'Работа с DOM']),
      LOADING,
    );
    const first = screen.getByTestId('lesson-row-11');
    await expect(within(first).getByText('01.09.2026 09:00')).toBeVisible();
    await expect(within(first).getByText(t.lesson.shown)).toBeVisible();
    await expect(within(screen.getByTestId('lesson-row-14')).getByText(t.lesson.hidden)).toBeVisible();
  },
};

/** Keyboard drag: Space picks the first lesson up, the down arrow moves it, Space drops it in second place. */
export const KeyboardReorder: Story = {
  play: async ({ globals }) => {
    await dragFirstDown(globals.locale);
    await waitFor(async () => expect((await lessonNames()).slice(0, 2)).toEqual(['Variables and types', 'Introduction to JavaScript']));
  },
};

/** The server refuses the move: the lessons go back where they were, and a notice says why. */
export const MoveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`${API_PATTERN}/courses/:courseId/lessons/:lessonId/drag/:position`, ({ request }) => {
          const lang = request.headers.get('accept-language') === 'ru' ? 'ru' : 'en';
          return HttpResponse.json({ message: serverText(lang, 'errors.notFound'), status: 404 }, { status: 404 });
        }),
      ],
    },
  },
  play: async ({ globals }) => {
    await dragFirstDown(globals.locale);
    const t = textsOf(globals.locale);
    await waitFor(() => expect(screen.getByText((text) => text.startsWith(t.course.moveFailed))).toBeVisible());
    await expect((await lessonNames())[0]).toBe('Introduction to JavaScript');
  },
};

/** A course with no lesson yet: what to do first. */
export const NoLessons: Story = {
  parameters: {
    msw: { handlers: [http.get(`${API_PATTERN}/courses/:courseId/lessons`, () => HttpResponse.json({ objects: [], count: 0 }))] },
  },
  play: async ({ globals }) => {
    await expect(await screen.findByText(textsOf(globals.locale).course.noLessons, {}, LOADING)).toBeVisible();
  },
};

export const LessonsInRussian: Story = { ...Lessons, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const LessonsDarkTheme: Story = { ...Lessons, globals: { theme: 'dark' }, tags: ['!autodocs'] };
