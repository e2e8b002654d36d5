import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { GRADING_METHODS, MAX_ATTEMPTS_LIMIT, type GradingMethod } from '../../../../api/quizAttemptRules';
import { useWaitWords } from '../../../shared/quizzes/attemptWords';
import { fieldId, type QuizDraft } from '../quizDraft';
import { singleAttempt, type AttemptsDraft } from './attemptsDraft';

interface AttemptsSectionProps {
  draft: QuizDraft;
  prefix: string;
  update: (changes: Partial<AttemptsDraft>) => void;
  problem: (field: string) => string;
}

/**
 * How many attempts a student may sit, how the grade is taken from them and the wait between
 * them (issue 17, item 3). With one attempt the method and the wait mean nothing, so they are
 * disabled with a hint saying why (rather than hidden, so the choice stays visible).
 */
export function AttemptsSection({ draft, prefix, update, problem }: AttemptsSectionProps) {
  const translate = useTranslate();
  const waitWords = useWaitWords();
  const titleId = useId();
  const single = singleAttempt(draft);
  const wait = Number(draft.attemptWaitMinutes);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5, pt: 1, minWidth: 0 }} data-testid="attempts">
      <Typography variant="h6" component="h2" id={titleId}>
        {translate('quizAttempts.editor.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={fieldId(prefix, 'maxAttempts')}
          label={translate('quizAttempts.editor.allowed')}
          value={draft.unlimitedAttempts ? '' : draft.maxAttempts}
          onChange={(event) => update({ maxAttempts: event.target.value })}
          disabled={draft.unlimitedAttempts}
          error={Boolean(problem('maxAttempts'))}
          helperText={problem('maxAttempts') || `1–${MAX_ATTEMPTS_LIMIT}`}
          size="small"
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          sx={{ mt: { sm: 0.5 } }}
          control={<Switch checked={draft.unlimitedAttempts} onChange={(event) => update({ unlimitedAttempts: event.target.checked })} />}
          label={translate('quizAttempts.editor.unlimited')}
        />
      </Stack>
      {single && (
        <Typography variant="body2" color="text.secondary" data-testid="attempts-single-hint">
          {translate('quizAttempts.editor.singleHint')}
        </Typography>
      )}
      <TextField
        id={fieldId(prefix, 'gradingMethod')}
        select
        label={translate('quizAttempts.editor.gradingMethod')}
        value={draft.gradingMethod}
        onChange={(event) => update({ gradingMethod: event.target.value as GradingMethod })}
        disabled={single}
        helperText={translate(`quizAttempts.methodHelp.${draft.gradingMethod}`)}
        size="small"
        sx={{ maxWidth: { sm: 420 } }}
      >
        {GRADING_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {translate(`quizAttempts.methods.${method}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={fieldId(prefix, 'attemptWaitMinutes')}
        label={translate('quizAttempts.editor.wait')}
        value={draft.attemptWaitMinutes}
        onChange={(event) => update({ attemptWaitMinutes: event.target.value })}
        disabled={single}
        error={Boolean(problem('attemptWaitMinutes'))}
        helperText={problem('attemptWaitMinutes') || translate('quizAttempts.editor.waitHelp', { wait: waitWords(wait) })}
        size="small"
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Box>
  );
}
