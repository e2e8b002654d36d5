import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { TaskAnswerDto } from '../../../../api/tasks';
import { useDateFormat } from '../../../../i18n/dates';
import { useSchoolTimeZone } from '../../../shared/useSchoolTimeZone';

/** The review the answer has (accepted or returned, by whom, when), or the comment of the last return. */
export function ReviewNotice({ answer, max }: { answer: TaskAnswerDto; max: number }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const zone = useSchoolTimeZone();
  const accepted = answer.status === 'ACCEPTED';
  return (
    <>
      {answer.status !== 'WAITING' && (
        <Alert severity={accepted ? 'success' : 'warning'} variant="outlined" data-testid="current-review">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {accepted ? translate('tasks.review.acceptedWith', { points: answer.points ?? 0, max }) : translate('tasks.review.returned')}
          </Typography>
          {answer.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {answer.comment}
            </Typography>
          )}
          {answer.reviewedAt && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {translate('tasks.review.reviewedBy', {
                name: answer.reviewerFullName ?? '—',
                date: dateTime(answer.reviewedAt, zone),
              })}
            </Typography>
          )}
        </Alert>
      )}
      {answer.status === 'WAITING' && answer.comment && (
        <Alert severity="info" variant="outlined">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('tasks.review.previousComment')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.comment}
          </Typography>
        </Alert>
      )}
    </>
  );
}
