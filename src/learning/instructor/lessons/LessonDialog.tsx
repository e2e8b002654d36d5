import { useEffect, useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslate, type Identifier } from 'react-admin';
import type { LessonDto, LessonRef } from '../../../api/learning';
import { FormDialog } from '../../shared/FormDialog';
import { fieldMessage } from '../../shared/fieldMessage';
import { useLearningApi } from '../../shared/learningApi';
import { describeTimeZone, fromDateTimeInput, toDateTimeInput } from '../../shared/schoolTime';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { lessonSchema, type LessonFormValues } from './lessonSchema';

export interface LessonDialogProps {
  open: boolean;
  courseId: Identifier;
  /** The lesson to edit; none to create one (it goes last in the course). */
  lesson?: Pick<LessonDto | LessonRef, 'id' | 'lessonName' | 'showDate'> | null;
  onClose: () => void;
  onSaved?: (lesson: LessonDto) => void;
}

const HOUR = 3_600_000;

/**
 * Creates or edits a lesson: its name and when students start to see it. The show date is typed
 * as the school's wall clock (whatever the browser's zone) and sent as an instant in UTC.
 */
export function LessonDialog({ open, courseId, lesson, onClose, onSaved }: LessonDialogProps) {
  const translate = useTranslate();
  const api = useLearningApi();
  const zone = useSchoolTimeZone();
  const { save, busy } = useServerSave();
  const defaults = useMemo<LessonFormValues>(
    () => ({
      lessonName: lesson?.lessonName ?? '',
      // A new lesson shows from the next full hour by default.
      showDate: toDateTimeInput(lesson?.showDate ?? new Date(Math.ceil(Date.now() / HOUR) * HOUR).toISOString(), zone),
    }),
    [lesson, zone],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LessonFormValues>({ resolver: yupResolver(lessonSchema), defaultValues: defaults });

  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);

  const submit = handleSubmit(async (values) => {
    const instant = fromDateTimeInput(values.showDate, zone);
    if (!instant) {
      setError('showDate', { message: 'learning.validation.showDateInvalid' });
      return;
    }
    const input = { lessonName: values.lessonName, showDate: instant.toISOString() };
    const answer = await save(() => (lesson ? api.updateLesson(courseId, lesson.id, input) : api.createLesson(courseId, input)), {
      onFieldError: (field, message) => {
        if (field === 'lessonName' || field === 'showDate') setError(field, { message });
      },
    });
    if (answer) {
      onSaved?.(answer);
      onClose();
    }
  });

  return (
    <FormDialog
      open={open}
      title={translate(lesson ? 'learning.lesson.editTitle' : 'learning.lesson.createTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
    >
      <TextField
        {...register('lessonName')}
        label={translate('learning.lesson.name')}
        required
        autoFocus
        error={Boolean(errors.lessonName)}
        helperText={fieldMessage(translate, errors.lessonName?.message) || ' '}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        {...register('showDate')}
        type="datetime-local"
        label={translate('learning.lesson.showDate')}
        required
        error={Boolean(errors.showDate)}
        helperText={fieldMessage(translate, errors.showDate?.message) || translate('learning.lesson.showDateHelper', { zone: describeTimeZone(zone) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'lesson-show-date' } }}
      />
    </FormDialog>
  );
}
