import { useId, useRef } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate, type Identifier } from 'react-admin';
import { AnswerReviewCard } from './AnswerReviewCard';

export interface AnswerReviewDialogProps {
  open: boolean;
  answerId: Identifier | null;
  /** The dialog's title while the answer loads. */
  studentName: string;
  onClose: () => void;
}

/** The review card of one answer in a dialog (full screen on phones); it closes once the review is saved. */
export function AnswerReviewDialog({ open, answerId, studentName, onClose }: AnswerReviewDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Kept while the dialog fades out, so its content does not vanish first.
  const last = useRef<{ answerId: Identifier | null; studentName: string }>({ answerId, studentName });
  if (answerId !== null) last.current = { answerId, studentName };
  const shown = last.current;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {translate('tasks.review.dialogTitle', { name: shown.studentName })}
      </DialogTitle>
      <IconButton aria-label={translate('learning.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {shown.answerId !== null && <AnswerReviewCard answerId={shown.answerId} showName={false} onReviewed={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
