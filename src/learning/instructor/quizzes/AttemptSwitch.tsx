import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { QuizAnswerDto } from '../../../api/quizResults';
import { useDateFormat } from '../../../i18n/dates';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';

/**
 * Which of a student's attempts the answer dialog shows (issue 17, item 3): each by its number,
 * date and points; absent when there is only one, as before attempts.
 */
export function AttemptSwitch({ answer, onPick }: { answer: QuizAnswerDto; onPick: (attemptNo: number) => void }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const zone = useSchoolTimeZone();
  const format = usePointsFormat();
  const attempts = answer.attempts ?? [];
  if (attempts.length < 2 || answer.attemptNo === null) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('quizAttempts.results.attemptSwitch')}
      value={answer.attemptNo}
      onChange={(event) => onPick(Number(event.target.value))}
      sx={{ maxWidth: '100%' }}
      data-testid="attempt-switch"
    >
      {attempts.map((a) => (
        <MenuItem key={a.attemptNo} value={a.attemptNo} sx={{ whiteSpace: 'normal' }}>
          {translate('quizAttempts.results.attemptOption', {
            n: a.attemptNo,
            date: dateTime(a.submittedAt ?? a.startedAt, zone),
            points: a.points
              ? translate('quizAttempts.score', { received: format(a.points.pointsReceived), max: format(a.points.maxPoints) })
              : translate('quizAttempts.results.running'),
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
