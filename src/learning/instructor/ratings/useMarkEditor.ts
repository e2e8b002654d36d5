import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { EXAM_MARK_MAX, type ExamDto, type RatingStudentRow } from '../../../api/ratings';
import type { ErrorResponse } from '../../../api/types';

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
 * The mark editor's state: the mark typed (the current one each time the editor opens), its
 * problem, and `submit` (checked first) and `send` (null takes the mark away). The server's
 * 400 becomes the field's problem; other failures a notice.
 */
export function useMarkEditor({ target, onClose, onSave }: MarkEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
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

  return { current, value, setValue, error, setError, busy, send, submit };
}
