import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useLocaleState } from 'ra-core';
import type { PickerFieldProps } from './DayPicker';
import { pickerDateOf, wallTimeOfPicker } from './pickerValues';

export interface WallTimePickerProps extends PickerFieldProps {
  /** yyyy-MM-ddTHH:mm on the school's wall clock (toDateTimeInput), or '' for none. */
  value: string | null | undefined;
  /** yyyy-MM-ddTHH:mm (fromDateTimeInput reads it in the school's zone), '' when cleared, UNREADABLE while half-typed. */
  onChange: (wallTime: string) => void;
}

/**
 * A date and time typed or picked in the app's language with a 24-hour clock (dd.MM.yyyy HH:mm
 * in Russian, dd/MM/yyyy HH:mm in English). It knows no zone: the caller reads the wall time in
 * the school's, as it did with the browser's datetime input.
 */
export function WallTimePicker({ value, onChange, inputRef, disabled, autoFocus, testId, onBlur, ...field }: WallTimePickerProps) {
  const [language] = useLocaleState();
  return (
    <DateTimePicker
      value={pickerDateOf(value)}
      onChange={(date) => onChange(wallTimeOfPicker(date))}
      format={language === 'ru' ? 'dd.MM.yyyy HH:mm' : 'dd/MM/yyyy HH:mm'}
      ampm={false}
      disabled={disabled}
      autoFocus={autoFocus}
      inputRef={inputRef}
      enableAccessibleFieldDOMStructure={false}
      slotProps={{ textField: { ...field, onBlur, inputProps: testId ? { 'data-testid': testId } : undefined } }}
    />
  );
}
