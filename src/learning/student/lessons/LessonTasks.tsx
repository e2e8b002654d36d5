import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import type { TaskDto } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { MyAnswerChips } from '../tasks/MyAnswerChips';
import { useStudentPaths } from '../studentPaths';

/**
 * The lesson's tasks: name, deadline in the school's timezone, maximum points and where the
 * student's answer stands (the instructor's comment on a returned one); each opens the task.
 */
export function LessonTasks({ courseId, tasks, timeZone }: { courseId: Identifier; tasks: TaskDto[]; timeZone: string }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const paths = useStudentPaths();
  const points = usePointsFormat();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tasks.map((task) => {
        const comment = task.answer?.status === 'NOT_ACCEPTED' ? task.answer.comment : null;
        return (
          <Card key={task.taskId} component="li" variant="outlined" data-testid={`student-task-${task.taskId}`}>
            <CardActionArea
              component={RouterLink}
              to={paths.task(courseId, task.lessonId, task.taskId)}
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-start' }}
            >
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {task.taskName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    translate('student.tasks.deadline', { date: dateTime(task.deadline, timeZone) }),
                    translate('student.tasks.maxPoints', { points: points(task.mark) }),
                  ].join(' · ')}
                </Typography>
                <MyAnswerChips answer={task.answer} deadline={task.deadline} mark={task.mark} />
                {comment && (
                  <Typography
                    variant="body2"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      overflowWrap: 'anywhere',
                      color: 'error.main',
                    }}
                  >
                    {translate('student.tasks.commentShort', { comment })}
                  </Typography>
                )}
              </Box>
              <ChevronRightIcon color="action" aria-hidden />
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
