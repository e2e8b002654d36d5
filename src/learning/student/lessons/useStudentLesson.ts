import { useQuery } from '@tanstack/react-query';
import { useGetOne, useDataProvider } from 'react-admin';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { studentKeys } from '../studentKeys';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** What the student's lesson page shows: the course (for the crumbs), the lesson, then its tasks and tests once the lesson is there. */
export function useStudentLesson(courseId: string, lessonId: string) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const lesson = useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => dataProvider.getLesson(courseId, lessonId, signal),
    retry: false,
  });
  const tasks = useQuery({
    queryKey: taskKeys.list(lessonId),
    queryFn: ({ signal }) => dataProvider.listTasks(lessonId, signal),
    enabled: Boolean(lesson.data),
    retry: false,
  });
  const tests = useQuery({
    queryKey: studentKeys.tests(lessonId),
    queryFn: ({ signal }) => dataProvider.listLessonQuizzesOfStudent(lessonId, signal),
    enabled: Boolean(lesson.data),
    retry: false,
  });
  return { course, lesson, tasks, tests };
}
