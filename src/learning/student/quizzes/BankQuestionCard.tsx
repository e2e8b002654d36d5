import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { StudentBankQuestionDto } from '../../../api/quizBankItems';
import { QuestionText } from '../../instructor/questionBank/QuestionText';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { BankAnswerControl } from './answers/BankAnswerControl';
import type { AttemptValue } from './attemptValue';

export interface BankQuestionCardProps {
  testId: number;
  question: StudentBankQuestionDto;
  /** 0-based among the questions that take an answer; null for a description. */
  index: number | null;
  total: number;
  value: AttemptValue;
  onChange: (value: AttemptValue) => void;
  disabled: boolean;
  autoFocus?: boolean;
}

/**
 * A question of the bank while the test is taken, laid out as the test's own questions are
 * (QuestionCard): its number, points, text by its format, what to do, and its answer control,
 * in a fieldset named by its legend. A description is text only, with no number and no points.
 */
export function BankQuestionCard({ testId, question, index, total, value, onChange, disabled, autoFocus }: BankQuestionCardProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const headingId = useId();
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const description = question.questionType === 'DESCRIPTION';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={`question-${question.key}`}>
      <FormControl
        component="fieldset"
        ref={ref}
        tabIndex={-1}
        disabled={disabled}
        sx={{ width: '100%', minWidth: 0, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 } }}
      >
        <Box component="legend" sx={{ width: '100%', p: 0, mb: 1 }}>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="overline" component="span" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
              {description || index === null
                ? translate('quizBankAnswers.information')
                : translate('quizzes.take.questionOf', { number: index + 1, total })}
            </Typography>
            {!description && (
              <Chip
                size="small"
                variant="outlined"
                label={translate('quizzes.take.points', { smart_count: question.points, points: points(question.points) })}
              />
            )}
          </Box>
          <Box component="span" id={headingId} sx={{ display: 'block', mt: 0.5, color: 'text.primary', fontWeight: 600 }}>
            <QuestionText text={question.question} format={question.textFormat} />
          </Box>
          {!description && (
            <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              {translate(`quizBankAnswers.hint.${question.questionType}`)}
            </Typography>
          )}
        </Box>
        {!description && (
          <BankAnswerControl
            testId={testId}
            question={question}
            labelId={headingId}
            number={(index ?? 0) + 1}
            value={value}
            onChange={onChange}
            disabled={disabled}
          />
        )}
      </FormControl>
    </Paper>
  );
}
