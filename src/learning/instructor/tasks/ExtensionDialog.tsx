import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslate, useDataProvider } from 'react-admin';
import { fromDateTimeInput, toDateTimeInput } from '../../../api/schoolTime';
import type { TaskDto } from '../../../api/tasks';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { useDateFormat } from '../../../i18n/dates';
import { WallTimePicker } from '../../../shell/datePickers/WallTimePicker';
import { FormDialog } from '../../shared/FormDialog';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';

/** Whose deadline the dialog sets: a student of the course, with the extension they have, if any. */
export interface ExtensionTarget {
  studentId: number;
  studentFullName: string;
  extendedTo: string | null;
}

export interface ExtensionDialogProps {
  task: Pick<TaskDto, 'taskId' | 'deadline'>;
  target: ExtensionTarget | null;
  onClose: () => void;
}

const DAY = 86_400_000;

/**
 * Gives one student their own, later deadline for the task, or moves or takes back the one they
 * have (src/api/latePenalty.ts). It must be after the task's deadline; it may be past, to forgive
 * an answer already sent late. The server settles the student's lateness and tells them.
 */
export function ExtensionDialog({ task, target, onClose }: ExtensionDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const { dateTime } = useDateFormat();
  const { save, busy } = useServerSave();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!target) return;
    setValue(toDateTimeInput(target.extendedTo ?? new Date(Date.parse(task.deadline) + 2 * DAY).toISOString(), zone));
    setError('');
  }, [target, task.deadline, zone]);

  const submit = async () => {
    if (!target) return;
    const at = fromDateTimeInput(value, zone);
    if (!at || at.getTime() <= Date.parse(task.deadline)) {
      setError(translate('tasks.lateness.notLater'));
      return;
    }
    const done = await save(() => dataProvider.extendDeadline(task.taskId, target.studentId, { deadline: at.toISOString() }), {
      onFieldError: (_, message) => setError(message),
    });
    if (done) onClose();
  };
  const revoke = async () => {
    if (target && (await save(() => dataProvider.revokeExtension(task.taskId, target.studentId)))) onClose();
  };

  return (
    <FormDialog
      open={target !== null}
      title={translate('tasks.lateness.extendTitle', { name: target?.studentFullName ?? '' })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitLabel={translate('tasks.lateness.extendSave')}
      maxWidth="xs"
    >
      <WallTimePicker
        id="extension-deadline"
        label={translate('tasks.lateness.extendLabel')}
        value={value}
        onChange={(wallTime) => {
          // The picker repeats its value when it loses focus to the save button: only a new one clears the refusal.
          if (wallTime !== value) setError('');
          setValue(wallTime);
        }}
        required
        autoFocus
        testId="extension-deadline"
        error={Boolean(error)}
        helperText={error || translate('tasks.lateness.extendHelper', { date: dateTime(task.deadline, zone) })}
        sx={{ mt: 1 }}
      />
      {target?.extendedTo && (
        <Button color="warning" onClick={() => void revoke()} disabled={busy} sx={{ mt: 1, justifySelf: 'start' }}>
          {translate('tasks.lateness.extendRevoke')}
        </Button>
      )}
    </FormDialog>
  );
}
