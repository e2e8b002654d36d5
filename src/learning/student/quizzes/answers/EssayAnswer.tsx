import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { textLength } from '../../../../api/textLength';
import { textOf, type AnswerControlProps } from './answerProps';

/** An essay: several lines of text and how many characters it has (as a person counts them). */
export function EssayAnswer({ number, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  const text = textOf(response);
  return (
    <TextField
      value={text}
      onChange={(event) => onChange({ text: event.target.value })}
      disabled={disabled}
      multiline
      minRows={5}
      fullWidth
      label={translate('quizBankAnswers.essayLabel', { number })}
      helperText={translate('quizBankAnswers.characters', { smart_count: textLength(text) })}
    />
  );
}
