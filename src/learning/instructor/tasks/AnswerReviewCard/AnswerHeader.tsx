import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { TaskAnswerDto } from '../../../../api/tasks';
import { useDateFormat } from '../../../../i18n/dates';
import { AnswerStatusChip, LateChip } from '../../../shared/tasks/answerChips';
import { useSchoolTimeZone } from '../../../shared/useSchoolTimeZone';
import { ExtendedChip, PenaltyPreview, PenaltyTaken } from '../../../shared/tasks/Lateness';

/** Whose answer, where it stands, when it was sent against the deadline, and to which task. */
export function AnswerHeader({ answer, showName }: { answer: TaskAnswerDto; showName: boolean }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const zone = useSchoolTimeZone();
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      {showName && (
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {answer.studentFullName}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <AnswerStatusChip status={answer.status} />
        {answer.late && <LateChip days={answer.daysLate} />}
        {answer.extendedTo && <ExtendedChip date={answer.extendedTo} timeZone={zone} />}
        <PenaltyTaken answer={answer} />
        <Typography variant="body2" color="text.secondary">
          {translate('tasks.review.sentAt', { date: dateTime(answer.submittedAt, zone) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('tasks.review.deadlineWas', { date: dateTime(answer.deadline, zone) })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {answer.taskName}
      </Typography>
      {answer.status !== 'ACCEPTED' && <PenaltyPreview answer={answer} />}
    </Box>
  );
}
