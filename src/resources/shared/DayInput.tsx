import type { SxProps, Theme } from '@mui/material/styles';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { DayPicker } from '../../shell/datePickers/DayPicker';
import { UNREADABLE } from '../../shell/datePickers/pickerValues';

export type DayInputProps = Omit<InputProps, 'format' | 'parse'> & { sx?: SxProps<Theme> };

/**
 * react-admin's date input in the app's language (dd.MM.yyyy in Russian, dd/MM/yyyy in English),
 * where the browser's own would follow the browser's locale. The record and the filters keep
 * yyyy-MM-dd; none is null. A half-typed date fails the form's date rule (validation.dateInvalid).
 */
export function DayInput({ label, helperText, sx, ...props }: DayInputProps) {
  const resource = useResourceContext(props);
  const { id, field, fieldState, isRequired } = useInput(props);
  return (
    <DayPicker
      id={id}
      name={field.name}
      value={(field.value as string | null) ?? ''}
      // A filter waits for a whole date rather than asking the server about half of one.
      onChange={(day) => (day === UNREADABLE && props.alwaysOn ? undefined : field.onChange(day === '' ? null : day))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      sx={sx}
    />
  );
}
