import type { TaskDeadlineEntryDto } from '../../api/events';
import { demoStudent, instructorCourseIds, isBlockedOn, studentCourses } from '../store/demoCallers';
import { mockStore } from '../store/mockStore';
import { liveCourses } from '../store/schoolViews';
import { periodOf, type CalendarFilter } from './calendarDays';

/*
 * The task deadlines of the mock calendar, as server/routes/events/deadlines.ts lists them: the
 * tasks of the lessons a role can see (a student: the shown lessons of their group's courses
 * they are not blocked on; the instructor: their courses; an admin: every live course).
 */

function visibleCourseIds(role: string): number[] {
  if (role === 'ADMIN') return liveCourses().map((c) => c.id);
  if (role === 'INSTRUCTOR') return instructorCourseIds();
  const studentId = demoStudent()?.studentId;
  return studentCourses()
    .filter((c) => !isBlockedOn(c.id, studentId))
    .map((c) => c.id);
}

/** The deadlines a role sees in the days [from, to], by deadline then task id. */
export function deadlinesIn(role: string, from: string, to: string, filter: CalendarFilter = {}): TaskDeadlineEntryDto[] {
  if (filter.eventStatus) return [];
  const { start, end } = periodOf(from, to);
  const courseIds = visibleCourseIds(role).filter(
    (id) => !filter.groupId || mockStore.school.courseGroups.some(([c, g]) => c === id && g === filter.groupId),
  );
  const now = Date.now();
  const entries: TaskDeadlineEntryDto[] = [];
  for (const task of mockStore.tasks.tasks) {
    const lesson = mockStore.learning.lessons.find((l) => l.id === task.lessonId);
    const course = liveCourses().find((c) => c.id === lesson?.courseId);
    if (!lesson || !course || !courseIds.includes(course.id)) continue;
    if (role === 'STUDENT' && new Date(lesson.showDate).getTime() > now) continue;
    const deadline = new Date(task.deadline);
    if (deadline < start || deadline >= end) continue;
    entries.push({
      kind: 'TASK_DEADLINE',
      taskId: task.taskId,
      title: task.taskName,
      deadline: deadline.toISOString(),
      mark: task.mark,
      lessonId: lesson.id,
      lessonName: lesson.lessonName,
      courseId: course.id,
      courseName: course.courseName,
    });
  }
  return entries.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.taskId - b.taskId);
}
