import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useDataProvider, useRedirect, useTranslate } from 'react-admin';
import { COPY_OFFSET_MAX_DAYS, shiftDay } from '../../api/courseCopy';
import type { CourseDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { useDateFormat } from '../../i18n/dates';
import { FormDialog } from '../../learning/shared/FormDialog';
import { useServerCall } from '../../shell/useServerCall';

export interface CourseCopyDialogProps {
  course: CourseDto;
  open: boolean;
  onClose: () => void;
}

type Field = 'courseName' | 'dateOffsetDays';

/** The offset as typed: a whole number of days within the limit, else undefined. */
function offsetOf(text: string): number | undefined {
  if (!/^-?\d+$/.test(text.trim())) return undefined;
  const days = Number(text);
  return Math.abs(days) <= COPY_OFFSET_MAX_DAYS ? days : undefined;
}

/** The copy form's state and its sending: the fields, their errors, and the submit. */
function useCourseCopyForm({ course, open, onClose }: CourseCopyDialogProps) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { call, busy } = useServerCall();
  const initialName = translate('courseCopy.nameCopy', { name: course.courseName });
  const [name, setName] = useState(initialName);
  const [offset, setOffset] = useState('0');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setOffset('0');
    setErrors({});
  }, [open, initialName]);

  const days = offsetOf(offset);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ courseName: translate('ra.validation.required') });
    if (days === undefined) {
      return setErrors({ dateOffsetDays: translate('courseCopy.offsetRange', { min: -COPY_OFFSET_MAX_DAYS, max: COPY_OFFSET_MAX_DAYS }) });
    }
    const done = await call(() => dataProvider.copyCourse(course.id, { courseName: name.trim(), dateOffsetDays: days }), {
      refresh: false,
      onFieldError: (field, message) => {
        if (field !== 'courseName' && field !== 'dateOffsetDays') return false;
        setErrors({ [field]: message });
        return true;
      },
    });
    if (done) {
      onClose();
      redirect('show', 'courses', done.answer.id);
    }
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
  };
  return {
    name,
    setName: edit(setName),
    offset,
    setOffset: edit(setOffset),
    days,
    errors,
    busy,
    submit,
    dirty: name !== initialName || offset !== '0',
  };
}

/**
 * Copies a course for a new term (POST courses/{id}/copy): a name, prefilled "<name> (copy)",
 * and the days every date moves by, with the finish date before and after as a check. Opens
 * the new course once it is made; the server's refusal shows under the field it names.
 */
export function CourseCopyDialog(props: CourseCopyDialogProps) {
  const { course, open, onClose } = props;
  const translate = useTranslate();
  const dates = useDateFormat();
  const { name, setName, offset, setOffset, days, errors, busy, submit, dirty } = useCourseCopyForm(props);
  const finish =
    course.dateOfFinish && days !== undefined ? { before: course.dateOfFinish, after: shiftDay(course.dateOfFinish, days) } : null;
  return (
    <FormDialog
      open={open}
      title={translate('courseCopy.title', { name: course.courseName })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      submitLabel={translate('courseCopy.submit')}
      dirty={dirty}
    >
      <Alert severity="info">{translate('courseCopy.intro')}</Alert>
      <TextField
        label={translate('courseCopy.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.courseName)}
        helperText={errors.courseName}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={translate('courseCopy.offset')}
        value={offset}
        onChange={(event) => setOffset(event.target.value)}
        error={Boolean(errors.dateOffsetDays)}
        helperText={
          errors.dateOffsetDays ??
          [
            translate('courseCopy.offsetHelp'),
            finish && translate('courseCopy.finishMoves', { before: dates.date(finish.before), after: dates.date(finish.after) }),
          ]
            .filter(Boolean)
            .join(' ')
        }
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
