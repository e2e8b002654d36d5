import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { QuizQuestionView, QuizResponse, QuizReview } from './quizResponse';
import { QuestionCard } from './QuizQuestions/QuestionCard';

export type { QuestionReview, QuizQuestionView, QuizResponse, QuizReview } from './quizResponse';

export interface QuizQuestionsProps {
  questions: readonly QuizQuestionView[];
  /** What is answered, keyed by questionId (controlled). */
  value: QuizResponse;
  /** A new value after each choice or keystroke, with the question that changed. */
  onChange?: (value: QuizResponse, questionId: number) => void;
  /** Shows the answers without controls (a finished attempt, an instructor's view). */
  readOnly?: boolean;
  /** The controls show but take no input (e.g. while the time is up and the answer is sent). */
  disabled?: boolean;
  /**
   * The correct options and points per question: only then does anything show what is right
   * or wrong. Implies readOnly.
   */
  review?: QuizReview;
  /** Something under a question, e.g. the instructor's points for an 'Other' text. */
  renderExtra?: (question: QuizQuestionView, index: number) => ReactNode;
  /**
   * The answers are the reader's own (a student's result, the instructor trying the preview):
   * what is missing is said to them ('You did not answer'), not about a student.
   */
  own?: boolean;
  /** Focus moves to the first question once shown (a test just started), so keyboard and screen reader users begin there. */
  focusFirst?: boolean;
}

/**
 * The questions of a test as a student sees them: one-from-list as radio buttons, many-from-list
 * as checkboxes, and an 'Other' choice with its own text where the question offers one. Native
 * inputs inside a fieldset per question, so Tab moves between questions, arrow keys between the
 * options of a one-from-list question and Space ticks a box. Nothing tells right from wrong
 * unless `review` is given. The instructor's preview and the student's test screen both use it.
 */
export function QuizQuestions({
  questions,
  value,
  onChange,
  readOnly = false,
  disabled = false,
  review,
  renderExtra,
  own = false,
  focusFirst = false,
}: QuizQuestionsProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {questions.map((question, index) => (
        <Box component="li" key={question.questionId} sx={{ minWidth: 0 }}>
          <QuestionCard
            question={question}
            index={index}
            total={questions.length}
            value={value}
            onChange={onChange}
            readOnly={readOnly || Boolean(review)}
            disabled={disabled}
            review={review?.[String(question.questionId)]}
            extra={renderExtra?.(question, index)}
            own={own}
            autoFocus={focusFirst && index === 0}
          />
        </Box>
      ))}
    </Box>
  );
}
