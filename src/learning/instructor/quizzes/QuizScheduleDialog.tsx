import { useEffect, useState } from 'react';
import { useTranslate, useDataProvider } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { describeTimeZone, fromDateTimeInput, toDateTimeInput } from '../../../api/schoolTime';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { WallTimePicker } from '../../../shell/datePickers/WallTimePicker';
import { FormDialog } from '../../shared/FormDialog';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';

export interface QuizScheduleDialogProps {
  open: boolean;
  test: Pick<QuizListItemDto, 'testId' | 'name' | 'publishedAt'> | null;
  onClose: () => void;
}

const HOUR = 3_600_000;

/**
 * Schedules a test's publication: a date and time on the school's clock, which must lie ahead,
 * typed or picked in the app's language (a half-typed one is refused like a past one).
 */
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
      <WallTimePicker
        id="test-publish-at"
        label={translate('quizzes.publishing.publishAt')}
        value={value}
        onChange={(wallTime) => {
          setValue(wallTime);
          setError('');
        }}
        required
        autoFocus
        error={Boolean(error)}
        helperText={error || translate('quizzes.publishing.publishAtHelper', { zone: describeTimeZone(zone) })}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
