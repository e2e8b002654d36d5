import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { StudentOwnQuestionDto, StudentQuizQuestionDto } from '../../../api/quizAttempts';
import type { StudentBankQuestionDto } from '../../../api/quizBankItems';
import { QuestionCard } from '../../shared/quizzes/QuizQuestions/QuestionCard';
import { answeredCount, toQuestionViews, type QuizQuestionView } from '../../shared/quizzes/quizResponse';
import { isEmptyResponse, type AttemptValue } from './attemptValue';
import { BankQuestionCard } from './BankQuestionCard';

/** A question of the paper with what the screen needs: its view (own) or itself (bank), and its number. */
type PaperItem =
  | { source: 'TEST'; key: string; view: QuizQuestionView; index: number }
  | { source: 'BANK'; key: string; question: StudentBankQuestionDto; index: number | null };

const isBank = (q: StudentQuizQuestionDto): q is StudentBankQuestionDto => q.source === 'BANK';

/** The paper in the student's order; descriptions take no number (nothing to answer). */
export function paperItems(questions: readonly StudentQuizQuestionDto[]): { items: PaperItem[]; total: number } {
  let next = 0;
  const items = questions.map((q): PaperItem => {
    if (isBank(q)) return { source: 'BANK', key: q.key, question: q, index: q.questionType === 'DESCRIPTION' ? null : next++ };
    const [view] = toQuestionViews([q as StudentOwnQuestionDto]);
    return { source: 'TEST', key: String(q.questionId), view, index: next++ };
  });
  return { items, total: next };
}

/** How many questions have an answer: the SPEC's way for the test's own, a non-empty response for the bank's. */
export function paperAnswered(items: readonly PaperItem[], value: AttemptValue): number {
  const own = items.flatMap((item) => (item.source === 'TEST' ? [item.view] : []));
  const bank = items.filter((item) => item.source === 'BANK' && item.index !== null && !isEmptyResponse(value.responses[item.key]));
  return answeredCount(own, value) + bank.length;
}

export interface PaperQuestionsProps {
  testId: number;
  questions: readonly StudentQuizQuestionDto[];
  value: AttemptValue;
  onChange: (value: AttemptValue) => void;
  disabled: boolean;
  focusFirst?: boolean;
}

/**
 * The questions of a running attempt in the student's order: the test's own as QuizQuestions
 * shows them (QuestionCard), the bank's with their kind's control (BankQuestionCard).
 */
export function PaperQuestions({ testId, questions, value, onChange, disabled, focusFirst = false }: PaperQuestionsProps) {
  const { items, total } = useMemo(() => paperItems(questions), [questions]);
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item, position) => (
        <Box component="li" key={item.key} sx={{ minWidth: 0 }}>
          {item.source === 'TEST' ? (
            <QuestionCard
              question={item.view}
              index={item.index}
              total={total}
              value={value}
              onChange={(next) => onChange({ ...value, answers: next.answers, others: next.others })}
              readOnly={false}
              disabled={disabled}
              own
              autoFocus={focusFirst && position === 0}
            />
          ) : (
            <BankQuestionCard
              testId={testId}
              question={item.question}
              index={item.index}
              total={total}
              value={value}
              onChange={onChange}
              disabled={disabled}
              autoFocus={focusFirst && position === 0}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
