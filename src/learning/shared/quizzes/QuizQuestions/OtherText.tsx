import type { ReactElement } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { QUIZ_OTHER_MAX_LENGTH } from '../../../../api/quizLimits';
import type { ControlsProps } from './answerControls';
import { optionLabelSx } from './OptionText';

/**
 * 'Other', last among a list question's options, when the question has it: `control` is the
 * list's own kind (a checkbox, or a radio with `value`).
 */
export function OtherOption({
  question,
  control,
  value,
  disabled,
}: Pick<ControlsProps, 'question' | 'disabled'> & { control: ReactElement; value?: string }) {
  const translate = useTranslate();
  if (!question.hasOther) return null;
  return (
    <FormControlLabel value={value} control={control} disabled={disabled} label={translate('quizzes.take.other')} sx={optionLabelSx} />
  );
}

/**
 * The text of an 'Other' answer, under the options, when the question has it; typing in it
 * chooses 'Other'.
 */
export function OtherText({
  question,
  number,
  value,
  disabled,
  onType,
}: Pick<ControlsProps, 'question' | 'number' | 'value' | 'disabled'> & { onType: (text: string) => void }) {
  const translate = useTranslate();
  if (!question.hasOther) return null;
  const text = value.others[String(question.questionId)];
  return (
    <TextField
      value={text ?? ''}
      onChange={(event) => onType(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      size="small"
      fullWidth
      placeholder={translate('quizzes.take.otherPlaceholder')}
      helperText={text !== undefined ? translate('quizzes.take.otherHelper') : translate('quizzes.take.otherHint')}
      sx={{ mt: 0.5, pl: { xs: 0, sm: 4 } }}
      slotProps={{ htmlInput: { maxLength: QUIZ_OTHER_MAX_LENGTH, 'aria-label': translate('quizzes.take.otherLabel', { number }) } }}
    />
  );
}
