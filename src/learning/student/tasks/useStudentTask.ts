import { useQuery } from '@tanstack/react-query';
import { useGetOne, useDataProvider } from 'react-admin';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { studentKeys } from '../studentKeys';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * What the student's task page shows: the course and lesson (for the crumbs), the task, and
 * the student's answer in full once the task says there is one.
 */
export function useStudentTask(courseId: string, lessonId: string, taskId: string) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const lesson = useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => dataProvider.getLesson(courseId, lessonId, signal),
    retry: false,
  });
  const task = useQuery({
    queryKey: taskKeys.task(taskId),
    queryFn: ({ signal }) => dataProvider.getTask(taskId, signal),
    retry: false,
  });
  const answerId = task.data?.answer?.answerId;
  const answer = useQuery({
    queryKey: studentKeys.answer(answerId ?? 0),
    queryFn: ({ signal }) => dataProvider.getMyTaskAnswer(answerId!, signal),
    enabled: answerId !== undefined,
    retry: false,
  });
  return { course, lesson, task, answerId, answer };
}
