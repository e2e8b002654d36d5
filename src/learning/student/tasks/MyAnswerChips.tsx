import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import type { AnswerSummary } from '../../../api/tasks';
import { AnswerStatusChip, LateChip } from '../../shared/tasks/answerChips';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';

/** Whether the deadline has passed by this browser's clock (the server's decides what counts as late). */
export function deadlinePassed(deadline: string, now = Date.now()): boolean {
  const at = new Date(deadline).getTime();
  return Number.isFinite(at) && at < now;
}

export interface MyAnswerChipsProps {
  answer: Pick<AnswerSummary, 'status' | 'late' | 'daysLate' | 'points'> | null | undefined;
  deadline: string;
  /** The task's maximum points. */
  mark: number;
}

/**
 * Where the student's answer to a task stands, in words: not sent (and whether the deadline has
 * passed), waiting, accepted with the points, or returned; and whether it was sent late.
 */
export function MyAnswerChips({ answer, deadline, mark }: MyAnswerChipsProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {!answer ? (
        <>
          <Chip size="small" variant="outlined" icon={<RadioButtonUncheckedIcon />} label={translate('student.tasks.notSent')} />
          {deadlinePassed(deadline) && (
            <Chip
              size="small"
              variant="outlined"
              color="error"
              icon={<EventBusyIcon />}
              label={translate('student.tasks.deadlinePassed')}
            />
          )}
        </>
      ) : (
        <>
          <AnswerStatusChip status={answer.status} />
          {answer.status === 'ACCEPTED' && (
            <Chip
              size="small"
              color="success"
              icon={<StarIcon />}
              label={translate('student.tasks.pointsOf', { points: points(answer.points ?? 0), max: points(mark) })}
            />
          )}
          {answer.late && <LateChip days={answer.daysLate} />}
        </>
      )}
    </Box>
  );
}
