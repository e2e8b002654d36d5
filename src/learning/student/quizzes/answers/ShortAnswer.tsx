import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { BANK_ANSWER_MAX_LENGTH } from '../../../../api/questionBank';
import { textOf, type AnswerControlProps } from './answerProps';

/** A short answer: one line of text. */
export function ShortAnswer({ number, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  return (
    <TextField
      value={textOf(response)}
      onChange={(event) => onChange({ text: event.target.value })}
      disabled={disabled}
      size="small"
      fullWidth
      label={translate('quizBankAnswers.shortLabel', { number })}
      slotProps={{ htmlInput: { maxLength: BANK_ANSWER_MAX_LENGTH, autoComplete: 'off', spellCheck: false } }}
    />
  );
}
