import type { TextFieldProps } from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useLocaleState } from 'ra-core';
import { dayOfPicker, pickerDateOf } from './pickerValues';

/** The text field's own props a picker passes on (label, id, helper text, error, size…). */
export type PickerFieldProps = Pick<
  TextFieldProps,
  'id' | 'name' | 'label' | 'required' | 'error' | 'helperText' | 'onBlur' | 'sx' | 'fullWidth' | 'size' | 'margin' | 'className'
> & { inputRef?: React.Ref<HTMLInputElement>; disabled?: boolean; autoFocus?: boolean; testId?: string };

export interface DayPickerProps extends PickerFieldProps {
  /** yyyy-MM-dd, or '' for none. */
  value: string | null | undefined;
  /** yyyy-MM-dd, '' when cleared, UNREADABLE while half-typed. */
  onChange: (day: string) => void;
  /** The earliest and latest days the calendar offers, yyyy-MM-dd. */
  min?: string;
  max?: string;
}

/** A calendar day typed or picked in the app's language (dd.MM.yyyy in Russian, dd/MM/yyyy in English). */
export function DayPicker({ value, onChange, min, max, inputRef, disabled, autoFocus, testId, onBlur, ...field }: DayPickerProps) {
  const [language] = useLocaleState();
  return (
    <DatePicker
      value={pickerDateOf(value)}
      onChange={(date) => onChange(dayOfPicker(date))}
      format={language === 'ru' ? 'dd.MM.yyyy' : 'dd/MM/yyyy'}
      minDate={pickerDateOf(min) ?? undefined}
      maxDate={pickerDateOf(max) ?? undefined}
      disabled={disabled}
      autoFocus={autoFocus}
      inputRef={inputRef}
      enableAccessibleFieldDOMStructure={false}
      slotProps={{ textField: { ...field, onBlur, inputProps: testId ? { 'data-testid': testId } : undefined } }}
    />
  );
}
