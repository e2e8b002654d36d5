import { forwardRef, useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthTextFieldProps {
  name?: string;
  label: ReactNode;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field drawn as MUI's TextField draws it, from the parts TextField uses for
 * that variant. TextField itself also imports Select, and with it a menu, popover and modal:
 * the entry pages (login, password reset, sign-up) would download them without ever showing them.
 */
export const AuthTextField = forwardRef<HTMLInputElement, AuthTextFieldProps>(function AuthTextField(
  { label, helperText, error, required, disabled, endAdornment, ...input },
  ref,
) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        // The notch in the outline fits the label, with its asterisk when required (as in TextField).
        label={required ? <>{label}&thinsp;*</> : label}
        endAdornment={endAdornment}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
