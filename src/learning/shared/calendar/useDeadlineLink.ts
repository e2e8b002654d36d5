import { useMemo } from 'react';
import { useBasename, usePermissions } from 'react-admin';
import type { TaskDeadlineEntryDto } from '../../../api/events';
import { studentPaths } from '../../student/studentPaths';
import { learningPaths } from '../learningPaths';

/** Where a deadline opens: a student's task page, an instructor's lesson; administrators have no lesson pages. */
export function useDeadlineLink(): (deadline: TaskDeadlineEntryDto) => string | null {
  const basename = useBasename();
  const { permissions } = usePermissions<string>();
  return useMemo(() => {
    if (permissions === 'STUDENT') {
      const paths = studentPaths(basename);
      return (d) => paths.task(d.courseId, d.lessonId, d.taskId);
    }
    if (permissions === 'INSTRUCTOR') {
      const paths = learningPaths(basename);
      return (d) => paths.lesson(d.courseId, d.lessonId);
    }
    return () => null;
  }, [basename, permissions]);
}
