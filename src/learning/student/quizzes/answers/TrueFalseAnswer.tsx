import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslate } from 'react-admin';
import { optionLabelSx } from '../../../shared/quizzes/QuizQuestions/OptionText';
import type { AnswerControlProps } from './answerProps';

/** True or false: two radio buttons, one tab stop. */
export function TrueFalseAnswer({ question, labelId, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  const value = response && 'truth' in response ? String(response.truth) : '';
  return (
    <RadioGroup
      name={`answer-${question.key}`}
      aria-labelledby={labelId}
      value={value}
      onChange={(event) => onChange({ truth: event.target.value === 'true' })}
    >
      {(['true', 'false'] as const).map((truth) => (
        <FormControlLabel
          key={truth}
          value={truth}
          control={<Radio />}
          disabled={disabled}
          label={translate(`quizBank.answer.${truth}`)}
          sx={optionLabelSx}
        />
      ))}
    </RadioGroup>
  );
}
