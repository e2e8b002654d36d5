import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { MAX_ATTEMPTS_LIMIT } from '../../../../api/quizAttemptRules';

export interface ExtraAttemptsFieldProps {
  id: string;
  /** The number as typed. */
  value: string;
  onChange: (value: string) => void;
  /** The problem, worded for the user; empty when there is none. */
  error: string;
  /** The test's attempts; null (unlimited) disables the field, since extra attempts change nothing then. */
  maxAttempts: number | null;
}

/** Attempts on top of the test's (src/api/quizAttemptRules.ts attemptAllowance), like Moodle's user override of "attempts allowed". */
export function ExtraAttemptsField({ id, value, onChange, error, maxAttempts }: ExtraAttemptsFieldProps) {
  const translate = useTranslate();
  const unlimited = maxAttempts === null;
  const helper = unlimited
    ? translate('quizzes.accommodations.extraAttemptsUnlimited')
    : translate('quizzes.accommodations.extraAttemptsHelper', { smart_count: maxAttempts, max: MAX_ATTEMPTS_LIMIT });
  return (
    <TextField
      id={id}
      label={translate('quizzes.accommodations.extraAttempts')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={unlimited}
      size="small"
      sx={{ maxWidth: 420 }}
      error={Boolean(error)}
      helperText={error || helper}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
