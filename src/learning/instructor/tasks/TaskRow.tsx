import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslate } from 'react-admin';
import type { TaskDto } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';
import { REVIEW_TABS } from '../../shared/tasks/answerChips';
import { MaterialActions } from '../materials/MaterialSection';

export interface TaskRowProps {
  task: TaskDto;
  timeZone: string;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

const COUNT_COLOR = { waiting: 'warning', accepted: 'success', notAccepted: 'default', late: 'error', notSubmitted: 'default' } as const;

/**
 * One task of a lesson: its name, deadline in the school's timezone, maximum points, how many
 * answers sit in each review tab (the list's answerCounts: no call per task), and review, edit
 * and delete.
 */
export function TaskRow({ task, timeZone, onOpen, onEdit, onDelete }: TaskRowProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const counts = task.answerCounts;
  const deadline = dateTime(task.deadline, timeZone);
  const passed = new Date(task.deadline).getTime() <= Date.now();
  const toReview = counts ? counts.waiting + counts.late : 0;

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`task-${task.taskId}`}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <AssignmentIcon color="primary" sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.taskName}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, mt: 0.25 }}>
            <Typography variant="body2" color={passed ? 'text.secondary' : 'text.primary'} data-testid="task-deadline">
              {translate(passed ? 'tasks.list.deadlinePassed' : 'tasks.list.deadline', { date: deadline })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('tasks.view.maxPoints', { smart_count: task.mark })}
            </Typography>
          </Box>
        </Box>
        <MaterialActions
          name={task.taskName}
          onEdit={onEdit}
          onDelete={onDelete}
          deleteTitle="tasks.list.deleteTitle"
          deleteContent="tasks.list.deleteContent"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1, ml: { sm: 4.5 } }}>
        <Box
          component="ul"
          aria-label={translate('tasks.list.countsLabel')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, flex: 1, minWidth: 0 }}
        >
          {counts &&
            REVIEW_TABS.map((tab) => {
              const count = counts[tab];
              return (
                <Box component="li" key={tab}>
                  <Chip
                    size="small"
                    variant={count > 0 && (tab === 'waiting' || tab === 'late') ? 'filled' : 'outlined'}
                    color={count > 0 ? COUNT_COLOR[tab] : 'default'}
                    label={`${translate(`tasks.tabs.${tab}`)}: ${count}`}
                    data-testid={`count-${tab}`}
                  />
                </Box>
              );
            })}
        </Box>
        <Button
          size="small"
          variant={toReview > 0 ? 'contained' : 'outlined'}
          startIcon={<RateReviewIcon />}
          onClick={onOpen}
          aria-label={translate('tasks.list.reviewNamed', { name: task.taskName })}
        >
          {toReview > 0 ? translate('tasks.list.reviewCount', { smart_count: toReview }) : translate('tasks.list.review')}
        </Button>
      </Box>
    </Paper>
  );
}
