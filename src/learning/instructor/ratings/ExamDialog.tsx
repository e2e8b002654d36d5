import { useEffect, useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { EXAM_NAME_MAX, type ExamInput } from '../../../api/ratings';
import { isPastDay, todayIn } from '../../../api/pastDates';
import { DayPicker } from '../../../shell/datePickers/DayPicker';
import { FormDialog } from '../../shared/FormDialog';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';

export interface ExamDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * POST /exam/create/{courseId}: answers true when saved; a 400 naming a field answers
   * false and calls onFieldError first.
   */
  onSave: (input: ExamInput, onFieldError: (field: string, message: string) => void) => Promise<boolean>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Adds an exam to the course: its name and date (yyyy-MM-dd, today in the school's zone to start
 * with); every student's mark starts empty. A past date is allowed, since marks are entered for
 * exams held already (src/api/pastDates.ts), but the field says the date has passed.
 */
export function ExamDialog({ open, onClose, onSave }: ExamDialogProps) {
  const translate = useTranslate();
  const zone = useSchoolTimeZone();
  const today = () => todayIn(zone);
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName('');
    setDate(todayIn(zone));
    setErrors({});
  }, [open, zone]);
  const passed = DAY.test(date) && isPastDay(date, today());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: { name?: string; date?: string } = {};
    if (!name.trim()) problems.name = translate('ratings.exams.nameRequired');
    else if (name.trim().length > EXAM_NAME_MAX) problems.name = translate('ratings.exams.nameTooLong', { max: EXAM_NAME_MAX });
    if (!DAY.test(date)) problems.date = translate('ratings.exams.dateRequired');
    setErrors(problems);
    if (problems.name || problems.date) return;
    setBusy(true);
    try {
      const saved = await onSave({ name: name.trim(), date }, (field, message) =>
        setErrors((e) => ({ ...e, [field === 'date' ? 'date' : 'name']: message })),
      );
      if (saved) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={translate('ratings.exams.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      maxWidth="xs"
    >
      <TextField
        label={translate('ratings.exams.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        autoFocus
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: EXAM_NAME_MAX + 1 } }}
      />
      <DayPicker
        label={translate('ratings.exams.date')}
        value={date}
        onChange={(day) => {
          setDate(day);
          setErrors((e) => ({ ...e, date: undefined }));
        }}
        error={Boolean(errors.date)}
        helperText={errors.date ?? (passed ? translate('ratings.exams.datePassed') : undefined)}
        required
        disabled={busy}
      />
    </FormDialog>
  );
}
