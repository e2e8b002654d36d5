import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePointsFormat } from '../quizFormat';
import type { QuestionReview, QuizQuestionView, QuizResponse } from '../quizResponse';
import { ManyFromList } from './ManyFromList';
import { OneFromList } from './OneFromList';
import { ReadOnlyOptions } from './ReadOnlyOptions';

export interface QuestionCardProps {
  question: QuizQuestionView;
  index: number;
  total: number;
  value: QuizResponse;
  onChange?: (value: QuizResponse, questionId: number) => void;
  readOnly: boolean;
  disabled: boolean;
  review?: QuestionReview;
  extra?: ReactNode;
  own: boolean;
  /** Focus the question (its fieldset, named by its legend) when it appears. */
  autoFocus?: boolean;
}

/** A ref whose element takes the focus when it appears, if `when`. */
function useFocusWhen<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/** One question in its fieldset: number, points, text, and its controls or its answers. */
export function QuestionCard({
  question,
  index,
  total,
  value,
  onChange,
  readOnly,
  disabled,
  review,
  extra,
  own,
  autoFocus,
}: QuestionCardProps) {
  const translate = useTranslate();
  const fieldsetRef = useFocusWhen<HTMLFieldSetElement>(Boolean(autoFocus));
  const points = usePointsFormat();
  const headingId = useId();
  const one = question.questionType === 'ONE_FROM_LIST';
  const pointsLabel =
    review && review.pointsReceived !== null
      ? translate('quizzes.take.pointsOf', {
          received: points(review.pointsReceived),
          max: points(question.points),
          smart_count: question.points,
        })
      : translate('quizzes.take.points', { smart_count: question.points, points: points(question.points) });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={`question-${question.questionId}`}>
      <FormControl
        component="fieldset"
        ref={fieldsetRef}
        // Focusable by script only (autoFocus), never a stop of its own for Tab.
        tabIndex={-1}
        sx={{ width: '100%', minWidth: 0, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 } }}
        disabled={disabled}
      >
        <Box component="legend" sx={{ width: '100%', p: 0, mb: 1 }}>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="overline" component="span" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
              {translate('quizzes.take.questionOf', { number: index + 1, total })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={pointsLabel}
              color={
                review && review.pointsReceived !== null
                  ? review.pointsReceived >= question.points
                    ? 'success'
                    : review.pointsReceived > 0
                      ? 'warning'
                      : 'error'
                  : 'default'
              }
            />
          </Box>
          <Typography
            component="span"
            id={headingId}
            sx={{ display: 'block', fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.primary', mt: 0.5 }}
          >
            {question.question}
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
            {translate(one ? 'quizzes.take.chooseOne' : 'quizzes.take.chooseMany')}
          </Typography>
        </Box>
        {readOnly ? (
          <ReadOnlyOptions question={question} value={value} review={review} own={own} />
        ) : one ? (
          <OneFromList question={question} number={index + 1} labelId={headingId} value={value} onChange={onChange} disabled={disabled} />
        ) : (
          <ManyFromList question={question} number={index + 1} labelId={headingId} value={value} onChange={onChange} disabled={disabled} />
        )}
      </FormControl>
      {extra && <Box sx={{ mt: 1.5 }}>{extra}</Box>}
    </Paper>
  );
}
