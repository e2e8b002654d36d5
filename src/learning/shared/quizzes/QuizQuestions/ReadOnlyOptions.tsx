import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { usePointsFormat } from '../quizFormat';
import type { QuestionReview, QuizQuestionView, QuizResponse } from '../quizResponse';
import { OptionText } from './OptionText';

interface ReadOnlyOptionProps {
  option: QuizQuestionView['options'][number];
  one: boolean;
  picked: boolean;
  right: boolean;
  reviewed: boolean;
}

/** One option as text with a mark for whether it was chosen and, with a review, whether it was right. */
function ReadOnlyOption({ option, one, picked, right, reviewed }: ReadOnlyOptionProps) {
  const translate = useTranslate();
  const tone = reviewed ? (right ? 'success' : picked ? 'error' : null) : null;
  const ChosenIcon = one ? (picked ? RadioButtonCheckedIcon : RadioButtonUncheckedIcon) : picked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <Box
      component="li"
      data-testid={`option-${option.optionId}`}
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 1,
        rowGap: 0.25,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: tone ? `${tone}.main` : 'transparent',
        bgcolor: tone ? alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.08) : 'transparent',
      })}
    >
      <ChosenIcon
        fontSize="small"
        color={picked ? 'primary' : 'action'}
        sx={{ mt: 0.25, flexShrink: 0 }}
        titleAccess={translate(picked ? 'quizzes.review.chosen' : 'quizzes.review.notChosen')}
      />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <OptionText text={option.option} />
      </Box>
      {reviewed && (right || picked) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: right ? 'success.main' : 'error.main' }}>
          {right ? <CheckCircleIcon fontSize="small" aria-hidden /> : <CancelIcon fontSize="small" aria-hidden />}
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {translate(right ? (picked ? 'quizzes.review.rightChosen' : 'quizzes.review.rightMissed') : 'quizzes.review.wrongChosen')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** The 'Other' text as written, and with a review the points it got or that they are awaited. */
function OtherAnswer({
  questionId,
  otherText,
  review,
  own,
}: {
  questionId: number;
  otherText?: string;
  review?: QuestionReview;
  own: boolean;
}) {
  const translate = useTranslate();
  const points = usePointsFormat();
  return (
    <Box component="li" sx={{ px: 1, py: 0.75 }} data-testid={`other-${questionId}`}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('quizzes.take.other')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: otherText?.trim() ? 'normal' : 'italic' }}>
        {otherText?.trim() ? otherText : translate(own ? 'quizzes.review.noOtherOwn' : 'quizzes.review.noOther')}
      </Typography>
      {review && otherText?.trim() && (
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          color={review.otherPoints === null || review.otherPoints === undefined ? 'warning' : 'default'}
          label={
            review.otherPoints === null || review.otherPoints === undefined
              ? translate('quizzes.review.otherAwaiting')
              : translate('quizzes.review.otherPoints', { points: points(review.otherPoints) })
          }
        />
      )}
    </Box>
  );
}

/** The answers as text and marks: what was chosen and, with a review, what was right. */
export function ReadOnlyOptions({
  question,
  value,
  review,
  own,
}: {
  question: QuizQuestionView;
  value: QuizResponse;
  review?: QuestionReview;
  own: boolean;
}) {
  const translate = useTranslate();
  const key = String(question.questionId);
  const one = question.questionType === 'ONE_FROM_LIST';
  const chosen = new Set(value.answers[key] ?? []);
  const correct = new Set(review?.correctOptionIds ?? []);
  const otherText = value.others[key];
  const nothing = chosen.size === 0 && !otherText?.trim();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {question.options.map((option) => (
        <ReadOnlyOption
          key={option.optionId}
          option={option}
          one={one}
          picked={chosen.has(option.optionId)}
          right={correct.has(option.optionId)}
          reviewed={Boolean(review)}
        />
      ))}
      {question.hasOther && <OtherAnswer questionId={question.questionId} otherText={otherText} review={review} own={own} />}
      {nothing && (
        <Box component="li" sx={{ px: 1 }}>
          <Typography variant="body2" sx={{ color: 'warning.main', fontStyle: 'italic' }}>
            {translate(own ? 'quizzes.review.noAnswerOwn' : 'quizzes.review.noAnswer')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
