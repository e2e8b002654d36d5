import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QuizIcon from '@mui/icons-material/Quiz';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate, useDataProvider } from 'react-admin';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { errorTitleKey, retryable } from '../shared/errorTitle';
import { studentKeys } from '../studentKeys';
import { useStudentPaths } from '../studentPaths';
import { LessonLinks } from './LessonLinks';
import { LessonNav } from './LessonNav';
import { LessonPresentations } from './LessonPresentations';
import { LessonSection } from './LessonSection';
import { LessonTasks } from './LessonTasks';
import { LessonQuizzes } from './LessonQuizzes';
import { LessonVideos } from './LessonVideos';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * A lesson as the student works through it (/student/courses/:courseId/lessons/:lessonId):
 * every material on one page (videos, presentations, links, tasks with the state of the
 * student's answer, tests with the attempt or result), jump links to each kind, and the way to
 * the lessons before and after. A lesson not shown yet answers "not found" from the server.
 */
export function StudentLessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const paths = useStudentPaths();
  const zone = useSchoolTimeZone();

  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const lessonQuery = useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => dataProvider.getLesson(courseId, lessonId, signal),
    retry: false,
  });
  const tasks = useQuery({
    queryKey: taskKeys.list(lessonId),
    queryFn: ({ signal }) => dataProvider.listTasks(lessonId, signal),
    enabled: Boolean(lessonQuery.data),
    retry: false,
  });
  const tests = useQuery({
    queryKey: studentKeys.tests(lessonId),
    queryFn: ({ signal }) => dataProvider.listLessonQuizzesOfStudent(lessonId, signal),
    enabled: Boolean(lessonQuery.data),
    retry: false,
  });

  const crumbs = [
    { label: translate('learning.home'), to: paths.home },
    { label: translate('student.courses.title'), to: paths.myCourses },
    { label: course.data?.courseName ?? '…', to: paths.course(courseId) },
  ];

  if (lessonQuery.error) {
    return (
      <LearningPage title={translate(errorTitleKey(lessonQuery.error))} crumbs={crumbs}>
        <QueryState
          error={lessonQuery.error}
          notFound={translate('student.lesson.notFound')}
          back={{ to: paths.course(courseId), label: translate('learning.lesson.back') }}
          onRetry={retryable(lessonQuery.error) ? () => void lessonQuery.refetch() : undefined}
        />
      </LearningPage>
    );
  }
  if (lessonQuery.isPending) return <InlineSpinner />;

  const lesson = lessonQuery.data;
  const ordered = [...lesson.allLessons].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((l) => l.id === lesson.id);
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 ? ordered[index + 1] : undefined;
  const taskList = tasks.data ?? [];
  const testList = tests.data ?? [];

  const sections = [
    { id: 'videos', title: translate('learning.tabs.videos'), icon: <OndemandVideoIcon />, count: lesson.videos.length },
    {
      id: 'presentations',
      title: translate('learning.tabs.presentations'),
      icon: <PictureAsPdfIcon />,
      count: lesson.presentations.length,
    },
    { id: 'links', title: translate('learning.tabs.links'), icon: <LinkIcon />, count: lesson.links.length },
    { id: 'tasks', title: translate('learning.tabs.tasks'), icon: <AssignmentIcon />, count: tasks.error ? 1 : taskList.length },
    { id: 'tests', title: translate('learning.tabs.tests'), icon: <QuizIcon />, count: tests.error ? 1 : testList.length },
  ];
  const present = sections.filter((s) => s.count > 0);
  const loadingExtras = tasks.isPending || tests.isPending;
  const section = (id: string) => sections.find((s) => s.id === id)!;
  const hrefOf = (l: { id: number }) => paths.lesson(courseId, l.id);

  return (
    <LearningPage
      title={lesson.lessonName}
      crumbs={[...crumbs, { label: lesson.lessonName }]}
      subtitle={
        <Typography variant="body2">
          {[
            translate('learning.lesson.placeOf', { position: index + 1 || lesson.position, total: ordered.length }),
            translate('student.lesson.shownOn', { date: formatSchoolDateTime(lesson.showDate, zone) }),
          ].join(' · ')}
        </Typography>
      }
    >
      {present.length > 1 && (
        <Box component="nav" aria-label={translate('student.lesson.onThisPage')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
          {present.map((s) => (
            <Chip key={s.id} component="a" href={`#${s.id}`} clickable variant="outlined" icon={s.icon} label={`${s.title} (${s.count})`} />
          ))}
        </Box>
      )}

      {lesson.videos.length > 0 && (
        <LessonSection {...section('videos')}>
          <LessonVideos videos={lesson.videos} />
        </LessonSection>
      )}
      {lesson.presentations.length > 0 && (
        <LessonSection {...section('presentations')}>
          <LessonPresentations presentations={lesson.presentations} />
        </LessonSection>
      )}
      {lesson.links.length > 0 && (
        <LessonSection {...section('links')}>
          <LessonLinks links={lesson.links} />
        </LessonSection>
      )}
      {tasks.error ? (
        <LessonSection {...section('tasks')} count={undefined}>
          <QueryState error={tasks.error} notFound={translate('learning.loadFailed')} onRetry={() => void tasks.refetch()} />
        </LessonSection>
      ) : (
        taskList.length > 0 && (
          <LessonSection {...section('tasks')}>
            <LessonTasks courseId={courseId} tasks={taskList} timeZone={zone} />
          </LessonSection>
        )
      )}
      {tests.error ? (
        <LessonSection {...section('tests')} count={undefined}>
          <QueryState error={tests.error} notFound={translate('learning.loadFailed')} onRetry={() => void tests.refetch()} />
        </LessonSection>
      ) : (
        testList.length > 0 && (
          <LessonSection {...section('tests')}>
            <LessonQuizzes courseId={courseId} lessonId={lesson.id} tests={testList} />
          </LessonSection>
        )
      )}
      {loadingExtras && <InlineSpinner />}
      {!loadingExtras && present.length === 0 && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('student.lesson.empty')}
        </Alert>
      )}

      <LessonNav previous={previous} next={next} hrefOf={hrefOf} label={translate('student.lesson.otherLessons')} />
    </LearningPage>
  );
}
