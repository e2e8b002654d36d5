import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useTranslate, useDataProvider } from 'react-admin';
import type { NotSubmittedStudent, TaskDto } from '../../../api/tasks';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { ExtendedChip } from '../../shared/tasks/Lateness';
import { useServerSave } from '../../shared/useServerSave';
import type { ExtensionTarget } from './ExtensionDialog';

export interface NotSubmittedListProps {
  task: Pick<TaskDto, 'taskId'>;
  students: NotSubmittedStudent[];
  timeZone: string;
  onExtend: (target: ExtensionTarget) => void;
}

/**
 * The notSubmitted tab: who has not answered, each with their own deadline when extended, a
 * reminder to one or to all (the server skips who was reminded within the hour and says so),
 * and the extension of one student's deadline.
 */
export function NotSubmittedList({ task, students, timeZone, onExtend }: NotSubmittedListProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const remind = (studentIds?: number[]) => void save(() => dataProvider.remindStudents(task.taskId, studentIds ? { studentIds } : {}));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveIcon />}
        onClick={() => remind()}
        disabled={busy}
        sx={{ justifySelf: 'start' }}
      >
        {translate('tasks.lateness.remindAll', { count: students.length })}
      </Button>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {students.map((student) => (
          <Paper
            key={student.studentId}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}
            data-testid={`not-submitted-${student.studentId}`}
          >
            <PersonOutlineIcon color="disabled" sx={{ flexShrink: 0 }} aria-hidden />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{student.studentFullName}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[student.email, student.groupName].filter(Boolean).join(' · ')}
              </Typography>
              {student.extendedTo && <ExtendedChip date={student.extendedTo} timeZone={timeZone} />}
            </Box>
            <Tooltip title={translate('tasks.lateness.remind')}>
              <IconButton
                aria-label={translate('tasks.lateness.remindNamed', { name: student.studentFullName })}
                onClick={() => remind([student.studentId])}
                disabled={busy}
              >
                <NotificationsActiveIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('tasks.lateness.extend')}>
              <IconButton
                aria-label={translate('tasks.lateness.extendNamed', { name: student.studentFullName })}
                onClick={() => onExtend(student)}
              >
                <MoreTimeIcon />
              </IconButton>
            </Tooltip>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
