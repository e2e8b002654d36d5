import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useTranslate, type Identifier } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { LearningPage, type Crumb } from '../LearningPage';
import { InlineSpinner, QueryState } from '../QueryState';
import { learningKeys, type CourseRecord } from '../learningKeys';
import { useLearningPaths } from '../learningPaths';

/** What the area's view of a course gets: the course, its lessons and the page's crumbs. */
export interface CourseViewProps {
  courseId: Identifier;
  course: CourseRecord;
  lessons: LessonDto[];
  crumbs: Crumb[];
  /** When the lessons were last fetched: the instructor's order editor starts again from them. */
  version: number;
}

/**
 * What differs between the areas, given by each area's routes so that neither area's bundle
 * carries the other's view or dictionary keys (each area loads only its own dictionaries).
 */
export interface CourseArea {
  role: 'instructor' | 'student';
  View: ComponentType<CourseViewProps>;
  keys: { courses: string; notFound: string; back: string };
  /** The heading when the course cannot be shown, by the failure. */
  errorTitle: (error: unknown) => string;
  /** Whether trying again may help (a blocked course or a 404 will not change). */
  retryable: (error: unknown) => boolean;
}

/**
 * A course (/instructor/courses/:courseId, /student/courses/:courseId) with its lessons in
 * order. The instructor edits and reorders them; the student opens the ones already shown.
 * Another instructor's course shows "not found"; a course the student is blocked on shows the
 * server's 403 message.
 */
export function CoursePage({ area }: { area: CourseArea }) {
  const { role, View, keys } = area;
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
    { label: translate(keys.courses), to: paths.myCourses },
    { label: course.data?.courseName ?? '…' },
  ];
  const error = course.error ?? lessons.error;

  if (error) {
    const retry = () => {
      void course.refetch();
      void lessons.refetch();
    };
    return (
      <LearningPage title={translate(area.errorTitle(error))} crumbs={crumbs.slice(0, 2)}>
        <QueryState
          error={error}
          notFound={translate(keys.notFound)}
          back={{ to: paths.myCourses, label: translate(keys.back) }}
          onRetry={area.retryable(error) ? retry : undefined}
        />
      </LearningPage>
    );
  }
  if (course.isPending || lessons.isPending || !course.data) return <InlineSpinner />;

  return <View courseId={courseId} course={course.data} lessons={lessons.data ?? []} crumbs={crumbs} version={lessons.dataUpdatedAt} />;
}
