import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { STEPS } from './signUpSchema';

/** "Step 2 of 8" and its bar. */
export function SignUpProgress({ step }: { step: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" color="text.secondary" data-testid="sign-up-progress">
        {translate('signUp.stepOf', { step: step + 1, total: STEPS.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / STEPS.length) * 100}
        sx={{ mt: 1, borderRadius: 1, height: 6 }}
        aria-hidden
      />
    </Box>
  );
}
