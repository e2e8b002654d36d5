import { useEffect, useId, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslate, useDataProvider } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { FormDialog } from '../../shared/FormDialog';
import { useServerSave } from '../../shared/useServerSave';
import { timeFromParts, timeLimitLabel, timeParts } from '../../shared/quizzes/quizFormat';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { inputOfQuiz } from './quizDraft';
import { TimeInputs } from './TimeInputs';

export interface QuizTimeDialogProps {
  open: boolean;
  test: Pick<QuizListItemDto, 'testId' | 'name' | 'timeToTakeTheTest' | 'answersCount'> | null;
  onClose: () => void;
}

/**
 * Changes the time to take a test (hours and minutes). The API changes it with the whole test
 * (PUT /lessons/tests/{testId}), so the test is read afresh and sent back with the new time only:
 * that is allowed even once students have started; their running attempts keep their deadline.
 */
export function QuizTimeDialog({ open, test, onClose }: QuizTimeDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const hoursId = `test-time${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [time, setTime] = useState({ hours: '00', minutes: '30' });
  const [error, setError] = useState('');

  useEffect(() => {
    if (open && test) {
      setTime(timeParts(test.timeToTakeTheTest));
      setError('');
    }
  }, [open, test]);

  const submit = async () => {
    if (!test) return;
    const timeToTakeTheTest = timeFromParts(time.hours, time.minutes);
    if (!timeToTakeTheTest) {
      setError(translate('quizzes.timeInvalid'));
      document.getElementById(hoursId)?.focus();
      return;
    }
    let failure: unknown;
    const answer = await save(async () => {
      try {
        const current = await dataProvider.getQuiz(test.testId);
        return await dataProvider.updateQuiz(test.testId, inputOfQuiz(current, { timeToTakeTheTest }));
      } catch (e) {
        failure = e;
        throw e;
      }
    });
    if (answer) onClose();
    else setError((failure as Error | undefined)?.message || translate('app.errors.generic'));
  };

  return (
    <FormDialog
      open={open}
      title={translate('quizzes.time.title', { name: test?.name ?? '' })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('quizzes.time.current', { time: timeLimitLabel(test?.timeToTakeTheTest) })}
      </Typography>
      <TimeInputs
        id={hoursId}
        hours={time.hours}
        minutes={time.minutes}
        onChange={(next) => {
          setTime(next);
          setError('');
        }}
        error={error}
        autoFocus
      />
      {(test?.answersCount ?? 0) > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('quizzes.time.running')}
        </Typography>
      )}
    </FormDialog>
  );
}
