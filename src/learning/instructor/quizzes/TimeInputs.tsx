import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { padTwo } from '../../shared/quizzes/quizFormat';

export interface TimeInputsProps {
  hours: string;
  minutes: string;
  onChange: (next: { hours: string; minutes: string }) => void;
  /** The problem's text, already translated. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The id of the hours input (the focus goes there when the time is wrong). */
  id?: string;
}

/**
 * The time to take a test as two inputs, hours and minutes, each padded to two digits when
 * the focus leaves it (SPEC §5); the form sends them as 'HH:MM:SS'.
 */
export function TimeInputs({ hours, minutes, onChange, error, disabled, autoFocus, id }: TimeInputsProps) {
  const translate = useTranslate();
  const labelId = useId();
  const helpId = useId();
  const fallbackId = useId();
  const hoursId = id ?? fallbackId;
  const common = {
    size: 'small' as const,
    disabled,
    error: Boolean(error),
    // Full width of its box: the area theme stretches every text field on phones.
    fullWidth: true,
  };
  // What is typed stays as typed ('100', '-3'): a wrong value gets the time's error, never a silent edit.
  const inputProps = {
    inputMode: 'numeric' as const,
    'aria-describedby': helpId,
    'aria-invalid': Boolean(error),
  };
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <FormLabel id={labelId} error={Boolean(error)} required sx={{ display: 'block', mb: 1 }}>
        {translate('quizzes.editor.time')}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 96 }}>
          <TextField
            {...common}
            id={hoursId}
            label={translate('quizzes.editor.hours')}
            value={hours}
            autoFocus={autoFocus}
            onChange={(event) => onChange({ hours: event.target.value, minutes })}
            onBlur={() => onChange({ hours: padTwo(hours || '0'), minutes })}
            slotProps={{ htmlInput: inputProps }}
          />
        </Box>
        <Typography aria-hidden sx={{ fontWeight: 700 }}>
          :
        </Typography>
        <Box sx={{ width: 96 }}>
          <TextField
            {...common}
            label={translate('quizzes.editor.minutes')}
            value={minutes}
            onChange={(event) => onChange({ hours, minutes: event.target.value })}
            onBlur={() => onChange({ hours, minutes: padTwo(minutes || '0') })}
            slotProps={{ htmlInput: inputProps }}
          />
        </Box>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error || translate('quizzes.editor.timeHelper')}
      </FormHelperText>
    </Box>
  );
}
