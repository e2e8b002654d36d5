import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useOtherMemory, withAnswer, type ControlsProps } from './answerControls';
import { OptionText, optionLabelSx } from './OptionText';
import { OtherOption, OtherText } from './OtherText';

/** A many-from-list question: a checkbox per option and one for 'Other'. */
export function ManyFromList({ question, number, labelId, value, onChange, disabled }: ControlsProps) {
  const memory = useOtherMemory();
  const key = String(question.questionId);
  const chosen = value.answers[key] ?? [];
  const otherChosen = question.hasOther && value.others[key] !== undefined;
  const toggle = (optionId: number, on: boolean) => {
    const next = on ? [...chosen.filter((id) => id !== optionId), optionId] : chosen.filter((id) => id !== optionId);
    // Kept in the order of the options, as the server stores them.
    const order = question.options.map((o) => o.optionId);
    next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    onChange?.(withAnswer(value, key, next, value.others[key]), question.questionId);
  };
  const toggleOther = (on: boolean) => {
    if (!on && value.others[key] !== undefined) memory.set(key, value.others[key]);
    onChange?.(withAnswer(value, key, chosen, on ? (memory.get(key) ?? '') : undefined), question.questionId);
  };
  return (
    <>
      <FormGroup role="group" aria-labelledby={labelId}>
        {question.options.map((option) => (
          <FormControlLabel
            key={option.optionId}
            control={
              <Checkbox checked={chosen.includes(option.optionId)} onChange={(event) => toggle(option.optionId, event.target.checked)} />
            }
            disabled={disabled}
            label={<OptionText text={option.option} />}
            sx={optionLabelSx}
          />
        ))}
        <OtherOption
          question={question}
          control={<Checkbox checked={otherChosen} onChange={(event) => toggleOther(event.target.checked)} />}
          disabled={disabled}
        />
      </FormGroup>
      <OtherText
        question={question}
        number={number}
        value={value}
        disabled={disabled}
        onType={(text) => onChange?.(withAnswer(value, key, chosen, text), question.questionId)}
      />
    </>
  );
}
