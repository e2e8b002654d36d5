import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, screen } from 'storybook/test';
import type { AttemptSummaryDto } from '../../../api/quizAttemptRules';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import { buildQuiz } from '../../../mocks/builders/quizBuilders';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { buildStudentAttempt, buildStudentQuiz } from '../../../mocks/builders/studentQuizBuilders';
import { AttemptsPanel } from './AttemptsPanel';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const TEST = buildQuiz({ testId: 502, name: 'Functions and scope', maxAttempts: 3, gradingMethod: 'HIGHEST', passPercent: 50 });

/** A finished attempt `hoursAgo` hours before now with `received` of 6 points. */
function finished(attemptNo: number, received: number, hoursAgo: number): AttemptSummaryDto {
  const startedAt = new Date(NOW - hoursAgo * HOUR).toISOString();
  return {
    attemptNo,
    status: 'SUBMITTED',
    startedAt,
    submittedAt: new Date(NOW - hoursAgo * HOUR + 20 * 60_000).toISOString(),
    points: { pointsReceived: received, maxPoints: 6 },
    passed: received >= 3,
    awaitingReview: false,
  };
}

/** The student's view after `attempts`, with what is left and why no next attempt can start, if so. */
function view(attempts: AttemptSummaryDto[], state: Partial<StudentQuizDto>): StudentQuizDto {
  const last = attempts[attempts.length - 1];
  const attempt = buildStudentAttempt(TEST, {
    attemptNo: last.attemptNo,
    status: 'SUBMITTED',
    startedAt: last.startedAt,
    submittedAt: last.submittedAt,
  });
  const best = attempts.reduce((top, a) => (a.points!.pointsReceived > top.points!.pointsReceived ? a : top), attempts[0]);
  return buildStudentQuiz(TEST, attempt, {
    attempts,
    grade: { ...best.points!, passed: Boolean(best.passed), awaitingReview: false },
    nextAttemptAt: null,
    ...state,
  });
}

/**
 * A student's attempts at a test under the review of the latest (issue 17): the rules as they
 * apply to them, the grade by the method, each attempt with its points, and the next attempt's
 * button, or why there is none now: a wait, every attempt used. Unlimited tests count nothing down.
 */
const meta = {
  title: 'Learning/Student/AttemptsPanel',
  component: AttemptsPanel,
  parameters: { layout: 'padded' },
  args: {
    test: view([finished(1, 2, 5)], { attemptsLeft: 2, nextAttemptBlock: null }),
    shownNo: 1,
    onShow: () => undefined,
    onStartNext: () => undefined,
    now: () => NOW,
  },
  render: (args) => (
    <AdminTestContext>
      <Box sx={{ maxWidth: 640 }}>
        <AttemptsPanel {...args} />
      </Box>
    </AdminTestContext>
  ),
} satisfies Meta<typeof AttemptsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const ru = (locale: string | undefined) => locale === 'ru';

/** One of three used: the next can start now. */
export const NextAttemptOpen: Story = {
  play: async ({ globals }) => {
    await expect(screen.getByTestId('attempts-method')).toHaveTextContent(
      ru(globals.locale) ? 'Разрешено 3 попытки' : '3 attempts allowed',
    );
    await expect(screen.getByTestId('start-next-attempt')).toHaveTextContent(ru(globals.locale) ? 'Начать попытку 2' : 'Start attempt 2');
  },
};

/** Two used, the next one only after the test's wait (two hours from now). */
export const Wait: Story = {
  args: {
    test: view([finished(1, 2, 5), finished(2, 4, 1)], {
      attemptsLeft: 1,
      nextAttemptBlock: 'WAIT',
      nextAttemptAt: new Date(NOW + 2 * HOUR).toISOString(),
    }),
    shownNo: 2,
  },
  play: async () => {
    await expect(screen.queryByTestId('start-next-attempt')).toBeNull();
    await expect(screen.getByTestId('attempts-panel')).toHaveTextContent(/14:00|17:00/);
  },
};

/** Every allowed attempt used: the grade stands, no button. */
export const NoAttemptsLeft: Story = {
  args: {
    test: view([finished(1, 2, 30), finished(2, 4, 20), finished(3, 3, 2)], { attemptsLeft: 0, nextAttemptBlock: 'NO_ATTEMPTS_LEFT' }),
    shownNo: 3,
  },
  play: async ({ globals }) => {
    await expect(screen.queryByTestId('start-next-attempt')).toBeNull();
    await expect(screen.getByTestId('attempts-grade')).toHaveTextContent(ru(globals.locale) ? '4 из 6' : '4 of 6');
  },
};

/** No limit on attempts: nothing counts down. */
export const Unlimited: Story = {
  args: {
    test: view([finished(1, 2, 5), finished(2, 5, 1)], { maxAttempts: null, attemptsLeft: null, nextAttemptBlock: null }),
    shownNo: 2,
  },
  play: async ({ globals }) => {
    await expect(screen.getByTestId('attempts-method')).toHaveTextContent(
      ru(globals.locale) ? 'Попыток без ограничений' : 'Unlimited attempts',
    );
    await expect(screen.getByTestId('start-next-attempt')).toBeInTheDocument();
  },
};

export const NextAttemptOpenInRussian: Story = { ...NextAttemptOpen, globals: { locale: 'ru' }, tags: ['!autodocs'] };
export const WaitInRussian: Story = { ...Wait, globals: { locale: 'ru' }, tags: ['!autodocs'] };
export const NoAttemptsLeftInRussian: Story = { ...NoAttemptsLeft, globals: { locale: 'ru' }, tags: ['!autodocs'] };
export const UnlimitedInRussian: Story = { ...Unlimited, globals: { locale: 'ru' }, tags: ['!autodocs'] };
export const WaitDarkTheme: Story = { ...Wait, globals: { theme: 'dark' }, tags: ['!autodocs'] };
