import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { OptionText, optionLabelSx } from '../../../shared/quizzes/QuizQuestions/OptionText';
import { choicesOf, type AnswerControlProps } from './answerProps';

/**
 * A bank question's one- or many-from-list answers, in the student's order: radio buttons (one
 * tab stop, arrow keys between them) or checkboxes (Space ticks), as the test's own questions.
 */
export function ChoiceAnswer({ question, labelId, response, onChange, disabled }: AnswerControlProps) {
  const chosen = choicesOf(response);
  const choices = question.choices ?? [];
  if (question.questionType === 'ONE_FROM_LIST') {
    return (
      <RadioGroup
        name={`answer-${question.key}`}
        aria-labelledby={labelId}
        value={chosen[0] !== undefined ? String(chosen[0]) : ''}
        onChange={(event) => onChange({ choices: [Number(event.target.value)] })}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            value={String(choice.id)}
            control={<Radio />}
            disabled={disabled}
            label={<OptionText text={choice.text} />}
            sx={optionLabelSx}
          />
        ))}
      </RadioGroup>
    );
  }
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    // In the order shown, so the same choice always saves the same way.
    onChange({ choices: choices.map((c) => c.id).filter((c) => next.has(c)) });
  };
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      {choices.map((choice) => (
        <FormControlLabel
          key={choice.id}
          control={<Checkbox checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />}
          disabled={disabled}
          label={<OptionText text={choice.text} />}
          sx={optionLabelSx}
        />
      ))}
    </FormGroup>
  );
}
