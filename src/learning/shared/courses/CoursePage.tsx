import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { InstructorCourseView } from '../../instructor/lessons/InstructorCourseView';
import { errorTitleKey, retryable } from '../../student/shared/errorTitle';
import { StudentCourseView } from '../../student/lessons/StudentCourseView';
import { LearningPage } from '../LearningPage';
import { InlineSpinner, QueryState } from '../QueryState';
import { learningKeys, type CourseRecord } from '../learningKeys';
import { useLearningPaths } from '../learningPaths';

/**
 * A course (/instructor/courses/:courseId, /student/courses/:courseId) with its lessons in
 * order. The instructor edits and reorders them; the student opens the ones already shown.
 * Another instructor's course shows "not found"; a course the student is blocked on shows the
 * server's 403 message.
 */
export function CoursePage({ role }: { role: 'instructor' | 'student' }) {
  const { courseId = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  // Home, "my courses" and the course have the same paths in both areas.
  const paths = useLearningPaths();
  const student = role === 'student';

  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const lessons = useQuery({
    queryKey: learningKeys.lessons(courseId),
    queryFn: ({ signal }) => dataProvider.listLessons(courseId, signal),
    // The student's course answer says why it cannot be opened; the lessons wait for it.
    enabled: student ? Boolean(course.data) : true,
    retry: false,
  });

  const crumbs = [
    { label: translate('learning.home'), to: paths.home },
    { label: translate(student ? 'student.courses.title' : 'learning.courses.title'), to: paths.myCourses },
    { label: course.data?.courseName ?? '…' },
  ];
  const error = course.error ?? lessons.error;

  if (error) {
    const retry = () => {
      void course.refetch();
      void lessons.refetch();
    };
    return (
      <LearningPage title={translate(student ? errorTitleKey(error) : 'learning.notFoundTitle')} crumbs={crumbs.slice(0, 2)}>
        <QueryState
          error={error}
          notFound={translate(student ? 'student.course.notFound' : 'learning.course.notFound')}
          back={{ to: paths.myCourses, label: translate(student ? 'student.course.back' : 'learning.course.back') }}
          onRetry={!student || retryable(error) ? retry : undefined}
        />
      </LearningPage>
    );
  }
  if (course.isPending || lessons.isPending || !course.data) return <InlineSpinner />;

  const view = { courseId, course: course.data, lessons: lessons.data ?? [], crumbs };
  return student ? <StudentCourseView {...view} /> : <InstructorCourseView {...view} version={lessons.dataUpdatedAt} />;
}
