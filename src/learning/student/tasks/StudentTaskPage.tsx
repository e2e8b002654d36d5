import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useParams } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { TaskContent } from '../../shared/tasks/TaskContent';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { errorTitleKey, retryable } from '../shared/errorTitle';
import { useStudentPaths } from '../studentPaths';
import { answerDraftKey } from './answerDraft';
import { deadlinePassed, MyAnswerChips } from './MyAnswerChips';
import { TaskLatenessFacts } from '../../shared/tasks/Lateness';
import { MyAnswer } from './MyAnswer';
import { useStudentTask } from './useStudentTask';

/**
 * A task as the student answers it (/student/courses/:courseId/lessons/:lessonId/tasks/:taskId):
 * its content, deadline and points, then the student's answer (MyAnswer).
 */
export function StudentTaskPage() {
  const { courseId = '', lessonId = '', taskId = '' } = useParams();
  const translate = useTranslate();
  const paths = useStudentPaths();
  const zone = useSchoolTimeZone();
  const identity = useGetIdentity();

  const { course, lesson, task, answerId, answer } = useStudentTask(courseId, lessonId, taskId);

  const crumbs = [
    { label: translate('learning.home'), to: paths.home },
    { label: translate('student.courses.title'), to: paths.myCourses },
    { label: course.data?.courseName ?? '…', to: paths.course(courseId) },
    { label: lesson.data?.lessonName ?? '…', to: paths.lesson(courseId, lessonId) },
  ];
  const error = task.error ?? answer.error;

  if (error) {
    return (
      <LearningPage title={translate(errorTitleKey(error))} crumbs={crumbs}>
        <QueryState
          error={error}
          notFound={translate('student.task.notFound')}
          back={{ to: paths.lesson(courseId, lessonId), label: translate('student.task.back') }}
          onRetry={
            retryable(error)
              ? () => {
                  void task.refetch();
                  void answer.refetch();
                }
              : undefined
          }
        />
      </LearningPage>
    );
  }
  const userId = identity.data?.id;
  if (!task.data || (answerId !== undefined && answer.isPending) || userId === undefined) return <InlineSpinner />;

  const data = task.data;
  const mine = answerId !== undefined ? (answer.data ?? null) : null;
  return (
    <LearningPage
      title={data.taskName}
      crumbs={[...crumbs, { label: data.taskName }]}
      subtitle={<MyAnswerChips answer={data.answer} deadline={data.deadline} mark={data.mark} />}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 3 }} component="section" aria-label={translate('student.task.content')}>
        <TaskContent
          task={data}
          timeZone={zone}
          showName={false}
          extraFacts={
            deadlinePassed(data.deadline) && !mine ? (
              <Chip
                size="small"
                variant="outlined"
                color="error"
                icon={<EventBusyIcon />}
                label={translate('student.tasks.deadlinePassed')}
              />
            ) : undefined
          }
        />
        <TaskLatenessFacts task={data} timeZone={zone} />
      </Paper>
      <Box component="section" aria-labelledby="my-answer-title">
        <Typography variant="h6" component="h2" id="my-answer-title" sx={{ mb: 1.5 }}>
          {translate('student.answer.title')}
        </Typography>
        <MyAnswer
          key={`${data.taskId}-${mine?.answerId ?? 'new'}`}
          task={data}
          answer={mine}
          timeZone={zone}
          draftKey={answerDraftKey(userId, data.taskId)}
        />
      </Box>
    </LearningPage>
  );
}
