import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { AnswerBankQuestionDto, AnswerOwnQuestionDto, AnswerQuestionDto } from '../../../api/quizResults';
import { BankAnswerReview } from './BankAnswerReview';
import { QuestionCard } from './QuizQuestions/QuestionCard';
import { reviewOfAnswer } from './quizResponse';

export interface AnswerReviewListProps {
  questions: readonly AnswerQuestionDto[];
  /** The body shows answers (QuizAnswerDto.review.answers; always for the instructor). */
  answersShown: boolean;
  own: boolean;
  /** Something under a question (the instructor's grading), by its key. */
  renderExtra?: (key: string) => ReactNode;
}

const isBank = (q: AnswerQuestionDto): q is AnswerBankQuestionDto => q.source === 'BANK';

/**
 * A finished attempt's questions in the student's order: the test's own as QuizQuestions shows
 * them read-only (with the right options when the body has them), the bank's as BankAnswerReview.
 * Descriptions take no number. Shared by the student's result and the instructor's answer view.
 */
export function AnswerReviewList({ questions, answersShown, own, renderExtra }: AnswerReviewListProps) {
  const { ownReview, numbers, total } = useMemo(() => {
    const ownQuestions = questions.filter((q): q is AnswerOwnQuestionDto => !isBank(q));
    const numbering = new Map<string, number>();
    let next = 0;
    for (const q of questions) if (!isBank(q) || q.questionType !== 'DESCRIPTION') numbering.set(keyOf(q), next++);
    return { ownReview: reviewOfAnswer({ questions: ownQuestions }), numbers: numbering, total: next };
  }, [questions]);
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {questions.map((q) => {
        const key = keyOf(q);
        const index = numbers.get(key) ?? null;
        if (isBank(q)) {
          return (
            <Box component="li" key={key} sx={{ minWidth: 0 }}>
              <BankAnswerReview question={q} index={index} total={total} answersShown={answersShown} own={own} extra={renderExtra?.(key)} />
            </Box>
          );
        }
        const view = ownReview.questions.find((v) => v.questionId === q.questionId);
        if (!view) return null;
        return (
          <Box component="li" key={key} sx={{ minWidth: 0 }}>
            <QuestionCard
              question={view}
              index={index ?? 0}
              total={total}
              value={ownReview.value}
              readOnly
              disabled={false}
              review={ownReview.review?.[key]}
              extra={renderExtra?.(key)}
              own={own}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** The name of a question's answer: its key, or its questionId as a string (a body from before issue 17). */
function keyOf(q: AnswerQuestionDto): string {
  return q.key ?? String(q.questionId);
}
