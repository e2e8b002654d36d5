import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, screen } from 'storybook/test';
import { QuizResultCard } from './QuizResultCard';

/** The result of a finished test: 'X of Y' ('X из Y'), passed or not, against the pass mark. */
const meta = {
  title: 'Learning/Student/QuizResultCard',
  component: QuizResultCard,
  parameters: { layout: 'padded' },
  args: {
    points: { pointsReceived: 5, maxPoints: 6 },
    passed: true,
    passPercent: 50,
    finishedAt: '20.11.2026 12:42',
    timeSpent: '00:12:31',
  },
  render: (args) => (
    <Box sx={{ maxWidth: 640 }}>
      <QuizResultCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof QuizResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  play: async ({ globals }) => {
    await expect(screen.getByTestId('test-score')).toHaveTextContent(globals.locale === 'ru' ? '5 из 6' : '5 of 6');
  },
};

export const NotPassed: Story = {
  args: { points: { pointsReceived: 1.5, maxPoints: 6 }, passed: false },
  play: async ({ globals }) => {
    await expect(screen.getByTestId('test-passed')).toHaveTextContent(globals.locale === 'ru' ? 'Не сдан' : 'Not passed');
  },
};

/** An 'Other' answer still waits for the instructor's points. */
export const AwaitingReview: Story = {
  args: { points: { pointsReceived: 2, maxPoints: 6 }, passed: false, awaitingReview: true, awaitingKind: 'other' },
};

export const PassedInRussian: Story = { ...Passed, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const NotPassedDarkTheme: Story = { ...NotPassed, globals: { theme: 'dark' }, tags: ['!autodocs'] };
