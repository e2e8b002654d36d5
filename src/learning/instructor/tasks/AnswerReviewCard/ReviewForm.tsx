import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { fieldMessage } from '../../../shared/fieldMessage';
import type { useAnswerReview } from './useAnswerReview';

type ReviewFormProps = Pick<ReturnType<typeof useAnswerReview>, 'max' | 'mode' | 'register' | 'errors' | 'run' | 'busy'> & {
  accepted: boolean;
  /** Prefix of the inputs' ids. */
  prefix: string;
};

/** Points and a comment, then approve (or save new points for an accepted answer) or return it. */
export function ReviewForm({ max, mode, register, errors, run, busy, accepted, prefix }: ReviewFormProps) {
  const translate = useTranslate();
  const pointsProblem = fieldMessage(translate, errors.points?.message);
  const commentProblem = fieldMessage(translate, errors.comment?.message);
  return (
    <Box
      component="form"
      noValidate
      aria-label={translate('tasks.review.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        run(accepted ? 'REGRADE' : 'APPROVE');
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {translate(accepted ? 'tasks.review.changeTitle' : 'tasks.review.reviewTitle')}
      </Typography>
      <TextField
        {...register('points')}
        id={`${prefix}-points`}
        label={translate('tasks.review.points')}
        type="number"
        error={Boolean(errors.points)}
        helperText={pointsProblem || translate('tasks.review.pointsHelper', { max })}
        sx={{ maxWidth: 240 }}
        slotProps={{
          htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">{translate('tasks.review.outOf', { max })}</InputAdornment> },
        }}
      />
      <TextField
        {...register('comment')}
        id={`${prefix}-comment`}
        label={translate('tasks.review.comment')}
        multiline
        minRows={3}
        maxRows={10}
        error={Boolean(errors.comment)}
        helperText={commentProblem || translate('tasks.review.commentHelper')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          color="success"
          disabled={busy}
          startIcon={
            busy && mode.current !== 'REJECT' ? <CircularProgress size={16} color="inherit" /> : accepted ? <SaveIcon /> : <CheckIcon />
          }
        >
          {translate(accepted ? 'tasks.review.savePoints' : 'tasks.review.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          startIcon={busy && mode.current === 'REJECT' ? <CircularProgress size={16} color="inherit" /> : <ReplayIcon />}
          onClick={() => run('REJECT')}
        >
          {translate('tasks.review.reject')}
        </Button>
      </Box>
    </Box>
  );
}
