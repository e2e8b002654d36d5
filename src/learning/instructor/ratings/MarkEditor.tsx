import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { EXAM_MARK_MAX, type ExamDto, type RatingStudentRow } from '../../../api/ratings';
import type { ErrorResponse } from '../../../api/types';
import { formatDate } from '../../../resources/shared/formatDate';

export interface MarkTarget {
  anchor: HTMLElement;
  row: RatingStudentRow;
  exam: ExamDto;
}

export interface MarkEditorProps {
  target: MarkTarget | null;
  onClose: () => void;
  /** PUT /exam/{examId}/give/mark/{studentId}; null takes the mark away. Answers the server's message. */
  onSave: (exam: ExamDto, row: RatingStudentRow, mark: number | null) => Promise<{ message?: string }>;
}

/** A whole number 0..100 typed by a person, or null when it is not one. */
export function parseMark(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const mark = Number(trimmed);
  return mark >= 0 && mark <= EXAM_MARK_MAX ? mark : null;
}

/**
 * The exam mark of one student, edited in place: a small popover at the table's cell with the
 * mark (a whole number 0..100, checked before sending), Save, and "Remove the mark" when there
 * is one. The server's 400 shows under the field; other failures as a notice.
 */
export function MarkEditor({ target, onClose, onSave }: MarkEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const current = target ? (target.row.exams[String(target.exam.examId)] ?? null) : null;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setValue(current === null ? '' : String(current));
    setError(null);
  }, [target, current]);

  const send = async (mark: number | null) => {
    if (!target) return;
    setBusy(true);
    try {
      const answer = await onSave(target.exam, target.row, mark);
      notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
      onClose();
    } catch (failure) {
      const message = (failure as Error)?.message || translate('app.errors.generic');
      const status = (failure as { status?: number }).status;
      const body = (failure as { body?: Partial<ErrorResponse> }).body;
      if (status === 400 || body?.field) setError(message);
      else notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mark = parseMark(value);
    if (mark === null) {
      setError(translate('ratings.marks.invalid', { max: EXAM_MARK_MAX }));
      return;
    }
    void send(mark);
  };

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
            {translate('ratings.marks.exam', { name: target.exam.name, date: formatDate(target.exam.date) })}
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
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
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
