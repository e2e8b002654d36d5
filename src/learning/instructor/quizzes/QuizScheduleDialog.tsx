import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslate, useDataProvider } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { describeTimeZone, fromDateTimeInput, toDateTimeInput } from '../../../api/schoolTime';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { FormDialog } from '../../shared/FormDialog';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';

export interface QuizScheduleDialogProps {
  open: boolean;
  test: Pick<QuizListItemDto, 'testId' | 'name' | 'publishedAt'> | null;
  onClose: () => void;
}

const HOUR = 3_600_000;

/** Schedules a test's publication: a date and time on the school's clock, which must lie ahead. */
export function QuizScheduleDialog({ open, test, onClose }: QuizScheduleDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const { save, busy } = useServerSave();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open || !test) return;
    const scheduled = test.publishedAt && new Date(test.publishedAt).getTime() > Date.now() ? test.publishedAt : null;
    setValue(toDateTimeInput(scheduled ?? new Date(Math.ceil(Date.now() / HOUR) * HOUR + HOUR).toISOString(), zone));
    setError('');
  }, [open, test, zone]);

  const submit = async () => {
    if (!test) return;
    const at = fromDateTimeInput(value, zone);
    if (!at || at.getTime() <= Date.now()) {
      setError(translate('quizzes.publishing.future'));
      return;
    }
    if (await save(() => dataProvider.publishQuiz(test.testId, { publishAt: at.toISOString() }))) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={translate('quizzes.publishing.scheduleTitle', { name: test?.name ?? '' })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitLabel={translate('quizzes.publishing.schedule')}
      maxWidth="xs"
    >
      <TextField
        id="test-publish-at"
        label={translate('quizzes.publishing.publishAt')}
        type="datetime-local"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError('');
        }}
        required
        autoFocus
        error={Boolean(error)}
        helperText={error || translate('quizzes.publishing.publishAtHelper', { zone: describeTimeZone(zone) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
