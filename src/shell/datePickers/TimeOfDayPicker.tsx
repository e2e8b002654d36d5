import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { PickerFieldProps } from './DayPicker';
import { pickerTimeOf, timeOfPicker } from './pickerValues';

export interface TimeOfDayPickerProps extends PickerFieldProps {
  /** HH:mm, or '' for none. */
  value: string | null | undefined;
  /** HH:mm, '' when cleared, UNREADABLE while half-typed. */
  onChange: (time: string) => void;
}

/** A time of day on a 24-hour clock (HH:mm) in either language, never AM/PM. */
export function TimeOfDayPicker({ value, onChange, inputRef, disabled, autoFocus, testId, onBlur, ...field }: TimeOfDayPickerProps) {
  return (
    <TimePicker
      value={pickerTimeOf(value)}
      onChange={(date) => onChange(timeOfPicker(date))}
      format="HH:mm"
      ampm={false}
      disabled={disabled}
      autoFocus={autoFocus}
      inputRef={inputRef}
      enableAccessibleFieldDOMStructure={false}
      slotProps={{ textField: { ...field, onBlur, inputProps: testId ? { 'data-testid': testId } : undefined } }}
    />
  );
}
