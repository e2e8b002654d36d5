import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { textOf, type AnswerControlProps } from './answerProps';

/** Whether a typed number reads as one: digits with a point or a comma, an optional sign and exponent. */
export function isNumberText(text: string): boolean {
  const plain = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^[-+−]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain);
}

/**
 * A numerical answer: the text as typed (the server reads a decimal comma as a point), with a
 * hint while it is not a number. The keyboard of a phone shows digits.
 */
export function NumericalAnswer({ number, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  const text = textOf(response);
  const bad = text.trim() !== '' && !isNumberText(text);
  return (
    <TextField
      value={text}
      onChange={(event) => onChange({ text: event.target.value })}
      disabled={disabled}
      size="small"
      label={translate('quizBankAnswers.numberLabel', { number })}
      error={bad}
      helperText={translate(bad ? 'quizBankAnswers.notANumber' : 'quizBankAnswers.numberHint')}
      sx={{ maxWidth: 320 }}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 40, autoComplete: 'off' } }}
    />
  );
}
