import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

/** The scoring rules in words (written in the UI's help text), as the server applies them. */
export function ScoringHelp({ passPercent }: { passPercent?: number | string }) {
  const translate = useTranslate();
  const pass = Number(passPercent);
  return (
    <Alert severity="info" variant="outlined" sx={{ '& .MuiAlert-message': { minWidth: 0 } }} data-testid="scoring-help">
      <AlertTitle>{translate('quizzes.scoring.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        <li>{translate('quizzes.scoring.one')}</li>
        <li>{translate('quizzes.scoring.many')}</li>
        <li>{translate('quizzes.scoring.other')}</li>
        <li>{translate('quizzes.scoring.pass', { percent: Number.isFinite(pass) ? pass : 50 })}</li>
      </Box>
    </Alert>
  );
}
