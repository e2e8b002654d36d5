import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { BANK_TEXT_MAX_LENGTH } from '../../../../api/questionBank';
import { textLength } from '../../../../api/textLength';
import { textOf, type AnswerControlProps } from './answerProps';

/**
 * An essay: several lines of text and how many characters it has of the server's limit (as a
 * person counts them, as the server does). A text over the limit stays in the box, so nothing
 * typed or pasted is lost, but is not reported: the server would refuse it, and with it the
 * whole save. The last text within the limit is the one kept until the student shortens it.
 */
export function EssayAnswer({ number, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  const [overLimit, setOverLimit] = useState<string | null>(null);
  const text = overLimit ?? textOf(response);
  const length = textLength(text);
  const tooLong = length > BANK_TEXT_MAX_LENGTH;
  const count = translate('quizBankAnswers.characterLimit', { count: length, limit: BANK_TEXT_MAX_LENGTH });
  return (
    <TextField
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        if (textLength(next) > BANK_TEXT_MAX_LENGTH) return setOverLimit(next);
        setOverLimit(null);
        onChange({ text: next });
      }}
      disabled={disabled}
      multiline
      minRows={5}
      fullWidth
      label={translate('quizBankAnswers.essayLabel', { number })}
      error={tooLong}
      helperText={tooLong ? `${count}. ${translate('quizBankAnswers.essayTooLong', { limit: BANK_TEXT_MAX_LENGTH })}` : count}
      slotProps={{ formHelperText: { role: tooLong ? 'alert' : undefined } }}
    />
  );
}
