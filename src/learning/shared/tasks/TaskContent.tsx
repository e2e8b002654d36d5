import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import StarIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import type { TaskElement } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';
import { TaskElementsView } from './TaskElementsView';

export interface TaskContentProps {
  task: { taskName: string; description: string; deadline: string; mark: number | ''; taskElements: readonly TaskElement[] };
  /** The school's timezone, in which the deadline is shown. */
  timeZone: string;
  /** Whether to show the name as a heading (the pages that already show it leave it out). */
  showName?: boolean;
  /** Heading level of the name. */
  headingComponent?: 'h2' | 'h3';
  /** Beside the deadline and points, e.g. "Deadline passed". */
  extraFacts?: ReactNode;
}

/**
 * A task as a student reads it: the name, its deadline in the school's timezone (dd.MM.yyyy
 * HH:mm) and maximum points, the description (plain text) and the content blocks.
 */
export function TaskContent({ task, timeZone, showName = true, headingComponent = 'h2', extraFacts }: TaskContentProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const deadline = dateTime(task.deadline, timeZone);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {showName && (
        <Typography variant="h6" component={headingComponent} sx={{ overflowWrap: 'anywhere' }}>
          {task.taskName || translate('tasks.view.untitled')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          icon={<EventIcon />}
          label={deadline ? translate('tasks.view.deadline', { date: deadline }) : translate('tasks.view.noDeadline')}
        />
        <Chip
          size="small"
          variant="outlined"
          icon={<StarIcon />}
          label={translate('tasks.view.maxPoints', { smart_count: Number(task.mark) || 0 })}
        />
        {extraFacts}
      </Box>
      {task.description && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.description}</Typography>}
      <TaskElementsView elements={task.taskElements} />
    </Box>
  );
}
