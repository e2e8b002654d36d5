import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enStudentQuizzes } from '../../../i18n/enStudentQuizzes';
import { ruStudentQuizzes } from '../../../i18n/ruStudentQuizzes';
import { API_PATTERN } from '../../../mocks/mockHttp';
import { demoToken } from '../../../mocks/builders/builders';
import { StudentTestRoutes } from '../../../mocks/providers/StudentTestRoutes';
import { buildStudentAttempt, buildStudentQuiz, buildQuizSaveResponse } from '../../../mocks/builders/studentQuizBuilders';
import { buildQuiz, buildQuizQuestion } from '../../../mocks/builders/quizBuilders';
import { LOCAL_ATTEMPT_PREFIX } from './attemptStore';
import { QuizTakingPage } from './QuizTakingPage';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruStudentQuizzes : enStudentQuizzes).studentQuizzes;

/** A test worth looking at: one-from-list, many-from-list with 'Other', and a long question. */
const TEST = buildQuiz({
  testId: 502,
  lessonId: 12,
  courseId: 1,
  name: 'Functions and scope',
  messageForStudents: 'Read each question carefully: the second one may have several right answers.',
  timeToTakeTheTest: '00:20:00',
  questions: [
    buildQuizQuestion({
      questionId: 651,
      question: 'What does a function without a return statement return?',
      points: 2,
      options: [
        { optionId: 661, option: 'null', isCorrect: false },
        { optionId: 662, option: 'undefined', isCorrect: true },
        { optionId: 663, option: '0', isCorrect: false },
      ],
    }),
    buildQuizQuestion({
      questionId: 652,
      question: 'Which of these create a new scope for variables declared with let?',
      questionType: 'MANY_FROM_LIST',
      points: 3,
      hasOther: true,
      options: [
        { optionId: 671, option: 'A function body', isCorrect: true },
        { optionId: 672, option: 'A block { … }', isCorrect: true },
        { optionId: 673, option: 'An object literal', isCorrect: false },
      ],
    }),
    buildQuizQuestion({
      questionId: 653,
      question: 'A closure keeps the variables of the scope it was created in, even after that function has returned. Which line prints 2?',
      points: 1,
      options: [
        { optionId: 681, option: 'counter(); console.log(counter())', isCorrect: true },
        { optionId: 682, option: 'console.log(makeCounter()())', isCorrect: false },
      ],
    }),
  ],
});

const ROUTE = '/courses/1/lessons/12/tests/502';
const QUIZ_URL = `${API_PATTERN}/lessons/students/tests/502`;

/** The test with an attempt started `elapsed` seconds ago (by the mock server's clock), answers as given. */
function running(elapsedSeconds: number, answers: Record<string, number[]> = {}) {
  return http.get(QUIZ_URL, () => {
    const now = Date.now();
    const attempt = buildStudentAttempt(TEST, {
      startedAt: new Date(now - elapsedSeconds * 1000).toISOString(),
      answers,
      savedAt: answers && Object.keys(answers).length ? new Date(now - 5000).toISOString() : null,
    });
    return HttpResponse.json(buildStudentQuiz(TEST, attempt, { serverNow: new Date(now).toISOString() }));
  });
}

const saved = http.put(`${QUIZ_URL}/answers`, () => {
  const now = new Date().toISOString();
  return HttpResponse.json(buildQuizSaveResponse({ savedAt: now, serverNow: now }));
});

/**
 * The student's test screen (/student/courses/:courseId/lessons/:lessonId/tests/:testId) against
 * the mock API: the time left by the server's clock, the saving state, the offline state, the
 * warning of the last minute, and a finished attempt with its result and answers.
 */
const meta = {
  title: 'Learning/Student/QuizTakingPage',
  component: QuizTakingPage,
  parameters: { layout: 'fullscreen', route: ROUTE, msw: { handlers: { test: running(120, { '651': [662] }), save: saved } } },
  beforeEach: () => {
    saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
    // Each story starts without a copy of answers left by another.
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith(LOCAL_ATTEMPT_PREFIX))
      .forEach((key) => window.localStorage.removeItem(key));
  },
  render: () => <StudentTestRoutes />,
} satisfies Meta<typeof QuizTakingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before starting: the instructor's message, the time, the questions and the maximum. */
export const Start: Story = {
  parameters: {
    msw: {
      handlers: {
        test: http.get(QUIZ_URL, () => HttpResponse.json(buildStudentQuiz(TEST, null, { serverNow: new Date().toISOString() }))),
      },
    },
  },
  play: async ({ globals }) => {
    await expect(await screen.findByRole('button', { name: textsOf(globals.locale).start.button }, { timeout: 10000 })).toBeEnabled();
  },
};

/** Answering, with every answer saved. */
export const Running: Story = {
  play: async ({ globals }) => {
    await expect(await screen.findByRole('timer', {}, { timeout: 10000 })).toHaveTextContent(/^1[78]:\d\d$/);
    await expect(screen.getByTestId('save-status')).toHaveTextContent(textsOf(globals.locale).attempt.save.saved);
  },
};

/** A change on its way to the server: 'Saving…'. */
export const Saving: Story = {
  parameters: { msw: { handlers: { save: http.put(`${QUIZ_URL}/answers`, async () => delay('infinite')) } } },
  play: async ({ globals }) => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'A function body' }, { timeout: 10000 }));
    await expect(screen.getByTestId('save-status')).toHaveTextContent(textsOf(globals.locale).attempt.save.saving);
  },
};

/** The network is gone: the answers stay on the device and are sent when it is back. */
export const Offline: Story = {
  parameters: { msw: { handlers: { save: http.put(`${QUIZ_URL}/answers`, () => HttpResponse.error()) } } },
  play: async ({ globals }) => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'A block { … }' }, { timeout: 10000 }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(textsOf(globals.locale).attempt.save.offline), {
      timeout: 10000,
    });
    await expect(screen.getByTestId('offline-alert')).toBeVisible();
  },
};

/** Less than a minute left: the time turns red and says so. */
export const TimeAlmostUp: Story = {
  parameters: { msw: { handlers: { test: running(20 * 60 - 45, { '651': [662], '652': [671, 672] }) } } },
  play: async ({ globals }) => {
    await expect(await screen.findByTestId('time-alert', {}, { timeout: 10000 })).toHaveTextContent(
      textsOf(globals.locale).attempt.almostUp,
    );
    await expect(screen.getByTestId('countdown')).toHaveAttribute('data-warning', 'true');
  },
};

/** Submitted: the message, the result 'X of Y' and the answers with the correct ones. */
export const Finished: Story = {
  parameters: { route: '/courses/1/lessons/11/tests/501', msw: { handlers: {} } },
  play: async ({ globals }) => {
    await expect(await screen.findByTestId('finished-message', {}, { timeout: 10000 })).toHaveTextContent(
      textsOf(globals.locale).result.submittedMessage,
    );
    await expect(screen.getByTestId('test-score')).toHaveTextContent(globals.locale === 'ru' ? '6 из 6' : '6 of 6');
  },
};

export const RunningInRussian: Story = { ...Running, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const OfflineInRussian: Story = { ...Offline, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const FinishedInRussian: Story = { ...Finished, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const TimeAlmostUpDarkTheme: Story = { ...TimeAlmostUp, globals: { theme: 'dark' }, tags: ['!autodocs'] };
