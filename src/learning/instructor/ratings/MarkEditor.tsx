import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { EXAM_MARK_MAX } from '../../../api/ratings';
import { useDateFormat } from '../../../i18n/dates';
import { useMarkEditor, type MarkEditorProps } from './useMarkEditor';

export type { MarkEditorProps, MarkTarget } from './useMarkEditor';
export { parseMark } from './useMarkEditor';

/**
 * The exam mark of one student, edited in place: a small popover at the table's cell with the
 * mark (a whole number 0..100, checked before sending), Save, and "Remove the mark" when there
 * is one. The server's 400 shows under the field; other failures as a notice.
 */
export function MarkEditor({ target, onClose, onSave }: MarkEditorProps) {
  const translate = useTranslate();
  const dates = useDateFormat();
  const titleId = useId();
  const { current, value, setValue, error, setError, busy, send, submit } = useMarkEditor({ target, onClose, onSave });

  return (
    <Popover
      open={Boolean(target)}
      anchorEl={target?.anchor}
      onClose={() => !busy && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { 'aria-labelledby': titleId, role: 'dialog', sx: { p: 2, width: 300, maxWidth: 'calc(100vw - 32px)' } } as object,
      }}
    >
      {target && (
        <Box component="form" onSubmit={submit} noValidate data-testid="mark-editor">
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {translate('ratings.marks.title', { student: target.row.studentFullName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {translate('ratings.marks.exam', { name: target.exam.name, date: dates.date(target.exam.date) })}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={translate('ratings.marks.mark', { max: EXAM_MARK_MAX })}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? translate('ratings.marks.helper', { max: EXAM_MARK_MAX })}
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1.5 }}>
            {current !== null && (
              <Button color="error" disabled={busy} onClick={() => void send(null)} sx={{ mr: 'auto' }}>
                {translate('ratings.marks.remove')}
              </Button>
            )}
            <Button disabled={busy} onClick={onClose}>
              {translate('learning.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate('learning.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Popover>
  );
}
