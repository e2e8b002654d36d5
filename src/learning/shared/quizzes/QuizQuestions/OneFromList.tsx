import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { OTHER, useOtherMemory, withAnswer, type ControlsProps } from './answerControls';
import { OptionText, optionLabelSx } from './OptionText';
import { OtherOption, OtherText } from './OtherText';

/** A one-from-list question: radio buttons, arrow keys between them, and 'Other' as one more choice. */
export function OneFromList({ question, number, labelId, value, onChange, disabled }: ControlsProps) {
  const memory = useOtherMemory();
  const key = String(question.questionId);
  const otherChosen = question.hasOther && value.others[key] !== undefined;
  const selected = otherChosen ? OTHER : value.answers[key]?.[0] !== undefined ? String(value.answers[key][0]) : '';
  const choose = (next: string) => {
    if (!onChange) return;
    if (value.others[key] !== undefined) memory.set(key, value.others[key]);
    if (next === OTHER) onChange(withAnswer(value, key, undefined, memory.get(key) ?? ''), question.questionId);
    else onChange(withAnswer(value, key, [Number(next)], undefined), question.questionId);
  };
  return (
    <>
      <RadioGroup name={`question-${key}`} aria-labelledby={labelId} value={selected} onChange={(event) => choose(event.target.value)}>
        {question.options.map((option) => (
          <FormControlLabel
            key={option.optionId}
            value={String(option.optionId)}
            control={<Radio />}
            disabled={disabled}
            label={<OptionText text={option.option} />}
            sx={optionLabelSx}
          />
        ))}
        <OtherOption question={question} value={OTHER} control={<Radio />} disabled={disabled} />
      </RadioGroup>
      <OtherText
        question={question}
        number={number}
        value={value}
        disabled={disabled}
        onType={(text) => onChange?.(withAnswer(value, key, undefined, text), question.questionId)}
      />
    </>
  );
}
