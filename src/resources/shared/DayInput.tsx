import type { SxProps, Theme } from '@mui/material/styles';
import { useFormContext } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { DayPicker } from '../../shell/datePickers/DayPicker';
import { UNREADABLE } from '../../shell/datePickers/pickerValues';

export type DayInputProps = Omit<InputProps, 'format' | 'parse'> & {
  sx?: SxProps<Theme>;
  /** Checks the field against the form's rules as soon as a whole date is picked, rather than at save. */
  checkOnPick?: boolean;
};

/**
 * react-admin's date input in the app's language (dd.MM.yyyy in Russian, dd/MM/yyyy in English),
 * where the browser's own would follow the browser's locale. The record and the filters keep
 * yyyy-MM-dd; none is null. A half-typed date fails the form's date rule (validation.dateInvalid).
 */
export function DayInput({ label, helperText, sx, checkOnPick, ...props }: DayInputProps) {
  const resource = useResourceContext(props);
  const { id, field, fieldState, isRequired } = useInput(props);
  const { trigger, clearErrors } = useFormContext();
  const pick = (day: string) => {
    // A filter waits for a whole date rather than asking the server about half of one.
    if (day === UNREADABLE && props.alwaysOn) return;
    field.onChange(day === '' ? null : day);
    if (!checkOnPick) return;
    // Half a date is judged at save; a whole one (or none) at once, so a refused day is named as it is picked.
    if (day === UNREADABLE) clearErrors(field.name);
    else void trigger(field.name);
  };
  return (
    <DayPicker
      id={id}
      name={field.name}
      value={(field.value as string | null) ?? ''}
      onChange={pick}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      sx={sx}
    />
  );
}
