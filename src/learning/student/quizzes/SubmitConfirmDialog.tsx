import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';

export interface SubmitConfirmDialogProps {
  open: boolean;
  answered: number;
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the attempt is submitted, saying how many questions are still unanswered. */
export function SubmitConfirmDialog({ open, answered, total, onCancel, onConfirm }: SubmitConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="submit-test-title" aria-describedby="submit-test-text">
      <DialogTitle id="submit-test-title">{translate('studentQuizzes.attempt.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="submit-test-text">
          {translate('studentQuizzes.attempt.confirmText', { answered, total })}
          {answered < total && (
            <>
              {' '}
              <Box component="strong" sx={{ color: 'warning.main' }}>
                {translate('studentQuizzes.attempt.confirmUnanswered', { smart_count: total - answered })}
              </Box>
            </>
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} autoFocus>
          {translate('studentQuizzes.attempt.keepAnswering')}
        </Button>
        <Button variant="contained" onClick={onConfirm} startIcon={<SendIcon />} data-testid="confirm-submit">
          {translate('studentQuizzes.attempt.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
