import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AnswerBankQuestionDto } from '../../../api/quizResults';
import { QuestionText } from '../../instructor/questionBank/QuestionText';
import { BankResponseView } from './BankResponseView';
import { usePointsFormat } from './quizFormat';

export interface BankAnswerReviewProps {
  question: AnswerBankQuestionDto;
  /** 0-based among the questions that take an answer; null for a description. */
  index: number | null;
  total: number;
  /** The body shows answers (review.answers): then a missing response means none was given. */
  answersShown: boolean;
  /** The answers are the reader's own (a student's result): 'Your answer', 'You did not answer'. */
  own: boolean;
  /** Something under the question, e.g. the instructor's points for an essay. */
  extra?: ReactNode;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A bank question of a finished attempt, showing only what the body holds (the server leaves
 * out what the review options forbid): the response, the right answer and the points, the
 * feedback; a hand-graded essay or file answer awaiting its points says so. Shared by the
 * student's result and the instructor's view of a student's answers.
 */
export function BankAnswerReview({ question, index, total, answersShown, own, extra }: BankAnswerReviewProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const description = question.questionType === 'DESCRIPTION';
  const feedback = (question.feedback ?? []).filter((text) => text.trim());
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'grid', gap: 1.25 }}
      data-testid={`review-${question.key}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
          {index === null ? translate('quizBankAnswers.information') : translate('quizzes.take.questionOf', { number: index + 1, total })}
        </Typography>
        {!description && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {question.awaitingReview && <Chip size="small" color="warning" label={translate('quizBankAnswers.review.awaitingGrading')} />}
            <Chip
              size="small"
              variant="outlined"
              data-testid={`review-points-${question.key}`}
              label={
                question.pointsReceived !== null
                  ? translate('quizBank.answer.points', { received: points(question.pointsReceived), max: points(question.points) })
                  : translate('quizzes.take.points', { smart_count: question.points, points: points(question.points) })
              }
            />
          </Box>
        )}
      </Box>
      <Box sx={{ fontWeight: 600 }}>
        <QuestionText text={question.question} format={question.textFormat} />
      </Box>
      {!description && question.response && (
        <Part title={translate(own ? 'quizBankAnswers.review.yourAnswer' : 'quizBank.answer.response')}>
          <BankResponseView response={question.response} context={question} />
        </Part>
      )}
      {!description && !question.response && answersShown && (
        <Typography sx={{ color: 'warning.main', fontStyle: 'italic' }}>
          {translate(own ? 'quizBankAnswers.review.noAnswerOwn' : 'quizBank.answer.noResponse')}
        </Typography>
      )}
      {question.correctResponse && (
        <Part title={translate('quizBank.answer.rightAnswer')}>
          <BankResponseView response={question.correctResponse} context={question} />
        </Part>
      )}
      {feedback.length > 0 && (
        <Part title={translate('quizBank.answer.feedback')}>
          {/* Feedback is stored in the question's format (an import keeps it as the file had it), so it is shown as the text is. */}
          {feedback.map((text, i) => (
            <QuestionText key={i} text={text} format={question.textFormat} />
          ))}
        </Part>
      )}
      {question.generalFeedback?.trim() && (
        <Part title={translate('quizBank.answer.generalFeedback')}>
          <QuestionText text={question.generalFeedback} format={question.textFormat} />
        </Part>
      )}
      {extra}
    </Paper>
  );
}
