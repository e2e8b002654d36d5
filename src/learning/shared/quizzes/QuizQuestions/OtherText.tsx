import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { QUIZ_OTHER_MAX_LENGTH } from '../../../../api/quizLimits';

/** The text of an 'Other' answer, under the options; typing in it chooses 'Other'. */
export function OtherText({
  number,
  value,
  onType,
  disabled,
  chosen,
}: {
  number: number;
  value: string;
  onType: (text: string) => void;
  disabled: boolean;
  chosen: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      value={value}
      onChange={(event) => onType(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      size="small"
      fullWidth
      placeholder={translate('quizzes.take.otherPlaceholder')}
      helperText={chosen ? translate('quizzes.take.otherHelper') : translate('quizzes.take.otherHint')}
      sx={{ mt: 0.5, pl: { xs: 0, sm: 4 } }}
      slotProps={{ htmlInput: { maxLength: QUIZ_OTHER_MAX_LENGTH, 'aria-label': translate('quizzes.take.otherLabel', { number }) } }}
    />
  );
}
