import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enStudent } from '../../../i18n/enStudent';
import { ruStudent } from '../../../i18n/ruStudent';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { demoToken } from '../../../mocks/builders/builders';
import { StudentTestRoutes } from '../../../mocks/providers/StudentTestRoutes';
import { StudentTaskPage } from './StudentTaskPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruStudent : enStudent).student;

/** Drafts left by an earlier story would change what this one shows. */
function clearDrafts() {
  for (const key of Object.keys(window.localStorage)) if (key.startsWith('lms-answer-draft:')) window.localStorage.removeItem(key);
}

/**
 * The answer form on a task's page (/student/courses/:courseId/lessons/:lessonId/tasks/:taskId),
 * in each state of the student's answer, against the mock API.
 */
const meta = {
  title: 'Learning/Student/AnswerForm',
  component: StudentTaskPage,
  parameters: { layout: 'fullscreen', route: '/courses/1/lessons/12/tasks/702' },
  beforeEach: () => {
    saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
    clearDrafts();
  },
  render: () => <StudentTestRoutes />,
} satisfies Meta<typeof StudentTaskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No answer yet: the task, then an empty form to write, attach and link. */
export const Empty: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale).answer;
    await expect(await screen.findByRole('heading', { level: 1, name: 'A counter with a closure' }, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: t.text })).toHaveValue('');
    await expect(screen.getByRole('button', { name: t.send })).toBeEnabled();
  },
};

/** Sent and waiting for review: the answer as sent, and the way to change it. */
export const Waiting: Story = {
  parameters: { route: '/courses/1/lessons/12/tasks/703' },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale).answer;
    await expect(await screen.findByText(t.waitingNote, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t.edit }));
    await expect(await screen.findByRole('textbox', { name: t.text })).toHaveValue(
      'I use const by default and let only when the variable is reassigned, e.g. a loop counter.',
    );
  },
};

/** Returned for rework: the instructor's comment in sight, and the answer to send again. */
export const RejectedWithComment: Story = {
  parameters: { route: '/courses/1/lessons/13/tasks/704' },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale).answer;
    const comment = await screen.findByTestId('review-comment', {}, { timeout: 5000 });
    await expect(comment).toHaveTextContent(t.returnedTitle);
    await expect(comment).toHaveTextContent('misses why var leaks out of the block');
    await userEvent.click(screen.getByRole('button', { name: t.rework }));
    await expect(await screen.findByRole('button', { name: t.sendAgain })).toBeVisible();
  },
};

/** Accepted: the points and the comment; the answer can no longer change. */
export const Accepted: Story = {
  parameters: { route: '/courses/1/lessons/11/tasks/701' },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale).answer;
    const comment = await screen.findByTestId('review-comment', {}, { timeout: 5000 });
    await expect(comment).toHaveTextContent('Good work!');
    await expect(screen.queryByRole('button', { name: t.edit })).toBeNull();
  },
};

/** After the deadline: the student is told the answer will be marked late. */
export const AfterTheDeadline: Story = {
  parameters: { route: '/courses/1/lessons/13/tasks/705' },
  play: async () => {
    await expect(await screen.findByTestId('late-note', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A file half-way up: its progress, and sending waits for it. */
export const Uploading: Story = {
  render: () => {
    const uploadAnswerFile: LmsDataProvider['uploadAnswerFile'] = (_file, _kind, onProgress) => {
      onProgress?.({ loaded: 62, total: 100, percent: 62 });
      return new Promise(() => undefined);
    };
    return <StudentTestRoutes calls={{ uploadAnswerFile }} />;
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale).answer;
    await screen.findByRole('textbox', { name: t.text }, { timeout: 5000 });
    const input = within(canvasElement.ownerDocument.body).getByTestId('answer-files-input');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'solution.pdf', { type: 'application/pdf' }));
    await expect(await screen.findByText(t.uploadingPercent.replace('%{percent}', '62'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t.send })).toBeDisabled();
  },
};

export const EmptyInRussian: Story = { ...Empty, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const RejectedDarkTheme: Story = { ...RejectedWithComment, globals: { theme: 'dark' }, tags: ['!autodocs'] };
