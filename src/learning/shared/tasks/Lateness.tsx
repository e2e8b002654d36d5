import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useTranslate } from 'react-admin';
import type { AnswerSummary, TaskDto } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';

/* How lateness shows (src/api/latePenalty.ts): a student's own deadline, the task's rule, and what it took from an answer. */

/** A student's deadline was extended to this moment. */
export function ExtendedChip({ date, timeZone }: { date: string; timeZone: string }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      icon={<MoreTimeIcon />}
      label={translate('tasks.lateness.extendedTo', { date: dateTime(date, timeZone) })}
    />
  );
}

/** The task's rule for late answers, in a sentence. */
export function LatePenaltyRule({ task }: { task: Pick<TaskDto, 'latePenaltyPerDay' | 'latePenaltyFloor'> }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {task.latePenaltyPerDay > 0
        ? translate('tasks.lateness.rule', { perDay: task.latePenaltyPerDay, floor: task.latePenaltyFloor })
        : translate('tasks.lateness.ruleNone')}
    </Typography>
  );
}

/** What the late penalty took from an accepted answer: "−20%: 10 given, 8 count"; nothing when it took nothing. */
export function PenaltyTaken({ answer }: { answer: Pick<AnswerSummary, 'penaltyPercent' | 'pointsGiven' | 'points'> }) {
  const translate = useTranslate();
  if (answer.penaltyPercent <= 0 || answer.pointsGiven === null || answer.points === null) return null;
  return (
    <Typography variant="body2" color="error" component="span" data-testid="penalty-taken">
      {translate('tasks.lateness.penaltyApplied', { percent: answer.penaltyPercent, given: answer.pointsGiven, points: answer.points })}
    </Typography>
  );
}

/** Before grading a late answer: what the penalty will take from the points given. */
export function PenaltyPreview({ answer }: { answer: Pick<AnswerSummary, 'daysLate' | 'penaltyPercent'> }) {
  const translate = useTranslate();
  if (answer.penaltyPercent <= 0) return null;
  return (
    <Typography variant="body2" color="error" data-testid="penalty-preview">
      {translate('tasks.lateness.penaltyPreview', {
        days: translate('tasks.lateness.daysLate', { smart_count: answer.daysLate }),
        percent: answer.penaltyPercent,
      })}
    </Typography>
  );
}

/** Under a task the student reads: their own deadline's note when it was extended, and the rule for late answers. */
export function TaskLatenessFacts({
  task,
  timeZone,
}: {
  task: Pick<TaskDto, 'extendedFrom' | 'latePenaltyPerDay' | 'latePenaltyFloor'>;
  timeZone: string;
}) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 1.5 }}>
      {task.extendedFrom && (
        <Typography variant="body2" data-testid="extended-from">
          {translate('tasks.lateness.extendedFrom', { date: dateTime(task.extendedFrom, timeZone) })}
        </Typography>
      )}
      <LatePenaltyRule task={task} />
    </Box>
  );
}
