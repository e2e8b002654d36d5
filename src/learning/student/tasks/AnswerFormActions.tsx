import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';

export interface AnswerFormActionsProps {
  submitLabel: string;
  busy: boolean;
  uploading: boolean;
  /** Leaves the change: the draft is dropped first. */
  onCancel?: () => void;
}

/** Send (waiting for uploads) and, when changing a sent answer, Cancel. */
export function AnswerFormActions({ submitLabel, busy, uploading, onCancel }: AnswerFormActionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || uploading}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
      >
        {submitLabel}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          {translate('learning.cancel')}
        </Button>
      )}
      {uploading && (
        <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
          {translate('student.answer.waitUploads')}
        </Box>
      )}
    </Box>
  );
}
