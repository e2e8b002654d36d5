import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, screen } from 'storybook/test';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { buildBankPaper, buildBankReview, buildQuizAnswerFile } from '../../../mocks/builders/studentBankBuilders';
import { AnswerReviewList } from '../../shared/quizzes/AnswerReviewList';
import type { AttemptValue } from './attemptValue';
import { PaperQuestions } from './PaperQuestions';

/**
 * Questions of the bank (issue 17): every kind's control while the test is taken, and the
 * review of a finished attempt with the parts the review options allow. At 415 px wide, in
 * both languages and both themes.
 */
function Taking({ language, width }: { language: 'en' | 'ru'; width: number }) {
  const [value, setValue] = useState<AttemptValue>({
    answers: {},
    others: {},
    responses: { '910': { fileIds: [7101] } },
    files: [buildQuizAnswerFile()],
  });
  return (
    <AdminTestContext>
      <Box sx={{ maxWidth: width }}>
        <PaperQuestions testId={502} questions={buildBankPaper(language)} value={value} onChange={setValue} disabled={false} />
      </Box>
    </AdminTestContext>
  );
}

function Review({ language, width, nothing }: { language: 'en' | 'ru'; width: number; nothing: boolean }) {
  const parts = nothing ? { answers: true, rightAnswers: false, feedback: false } : { answers: true, rightAnswers: true, feedback: true };
  return (
    <Box sx={{ maxWidth: width }}>
      <AnswerReviewList questions={buildBankReview(parts, language)} answersShown own />
    </Box>
  );
}

function BankQuestions({
  view,
  language,
  width,
  nothing,
}: {
  view: 'taking' | 'review';
  language: 'en' | 'ru';
  width: number;
  nothing: boolean;
}) {
  return view === 'taking' ? <Taking language={language} width={width} /> : <Review language={language} width={width} nothing={nothing} />;
}

const meta = {
  title: 'Learning/Student/BankQuestions',
  component: BankQuestions,
  parameters: { layout: 'padded' },
  args: { view: 'taking', language: 'en', width: 720, nothing: false },
} satisfies Meta<typeof BankQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakingEveryKind: Story = {
  play: async () => {
    await expect(screen.getByTestId('question-902')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'diagram.pdf' })).toBeVisible();
  },
};

export const TakingInRussianAt415: Story = { args: { language: 'ru', width: 415 }, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const TakingDarkAt415: Story = { args: { width: 415 }, globals: { theme: 'dark' }, tags: ['!autodocs'] };

/** Everything allowed: the answers, the right ones with points, the feedback. */
export const ReviewEverything: Story = {
  args: { view: 'review' },
  play: async () => {
    await expect(screen.getByTestId('review-902')).toBeVisible();
  },
};

/** Only the answers: no right answers, points earned or feedback yet. */
export const ReviewAnswersOnly: Story = { args: { view: 'review', nothing: true } };

export const ReviewInRussianAt415: Story = {
  args: { view: 'review', language: 'ru', width: 415 },
  globals: { locale: 'ru' },
  tags: ['!autodocs'],
};

export const ReviewDark: Story = { args: { view: 'review' }, globals: { theme: 'dark' }, tags: ['!autodocs'] };
