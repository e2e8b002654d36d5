import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LessonDetailDto } from '../../../api/learning';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { errorTitleKey, retryable } from '../shared/errorTitle';
import { useStudentPaths } from '../studentPaths';
import { LessonJumpLinks } from './LessonJumpLinks';
import { LessonMaterials } from './LessonMaterials';
import { LessonNav } from '../../shared/LessonNav';
import { useLessonSections } from './lessonSections';
import { useStudentLesson } from './useStudentLesson';

/**
 * A lesson as the student works through it (/student/courses/:courseId/lessons/:lessonId):
 * every material on one page (videos, presentations, links, tasks with the state of the
 * student's answer, tests with the attempt or result), jump links to each kind, and the way to
 * the lessons before and after. A lesson not shown yet answers "not found" from the server.
 */
export function StudentLessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const translate = useTranslate();
  const paths = useStudentPaths();
  const { course, lesson: lessonQuery, tasks, tests } = useStudentLesson(courseId, lessonId);

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

  return <LoadedLesson courseId={courseId} lesson={lessonQuery.data} crumbs={crumbs} tasks={tasks} tests={tests} />;
}

type LoadedLessonProps = Pick<ReturnType<typeof useStudentLesson>, 'tasks' | 'tests'> & {
  courseId: string;
  lesson: LessonDetailDto;
  crumbs: Array<{ label: string; to: string }>;
};

/** The lesson once it has come: its place and date, the materials, and the lessons before and after. */
function LoadedLesson({ courseId, lesson, crumbs, tasks, tests }: LoadedLessonProps) {
  const translate = useTranslate();
  const paths = useStudentPaths();
  const zone = useSchoolTimeZone();
  const ordered = [...lesson.allLessons].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((l) => l.id === lesson.id);
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 ? ordered[index + 1] : undefined;
  const sections = useLessonSections(lesson, {
    tasks: tasks.error ? null : (tasks.data ?? []).length,
    tests: tests.error ? null : (tests.data ?? []).length,
  });
  const present = sections.filter((s) => s.count > 0);
  const loadingExtras = tasks.isPending || tests.isPending;
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
      <LessonJumpLinks present={present} />
      <LessonMaterials courseId={courseId} lesson={lesson} tasks={tasks} tests={tests} sections={sections} timeZone={zone} />
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
