import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslate } from 'ra-core';

export interface SignUpNavProps {
  step: number;
  last: boolean;
  submitting: boolean;
  onBack: () => void;
}

/** Back, and Next (a submit button: Enter moves on), Finish on the last step. */
export function SignUpNav({ step, last, submitting, onBack }: SignUpNavProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={step === 0 || submitting}>
        {translate('signUp.back')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        endIcon={submitting ? <CircularProgress size={18} color="inherit" /> : last ? undefined : <ArrowForwardIcon />}
      >
        {translate(last ? 'signUp.finish' : 'signUp.next')}
      </Button>
    </Box>
  );
}
