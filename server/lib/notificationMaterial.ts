import type { Db } from '../db/index.js';
import { NOTIFICATION_KINDS, type NotificationInput } from './notifications.js';

/* What a new task or test tells a student; shared by the immediate notice and the scheduled job. */

export interface MaterialRow {
  id: number;
  name: string;
  lesson_id: number;
  lesson_name: string;
  course_id: number;
  course_name: string;
  show_date: Date;
}

export function materialOf(trx: Db, table: 'tasks' | 'tests', schoolId: number, id: number) {
  return trx
    .selectFrom(`${table} as m` as 'tasks as m')
    .innerJoin('lessons as l', 'l.id', 'm.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['m.id', 'm.name', 'l.id as lesson_id', 'l.name as lesson_name', 'c.id as course_id', 'c.name as course_name', 'l.show_date'])
    .where('m.id', '=', id)
    .where('m.school_id', '=', schoolId)
    .where('l.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null);
}

export const taskCreated =
  (schoolId: number, m: MaterialRow & { deadline: Date }, at: Date) =>
  (userId: number): NotificationInput => ({
    schoolId,
    userId,
    kind: NOTIFICATION_KINDS.TASK_CREATED,
    params: {
      taskId: m.id,
      taskName: m.name,
      lessonId: m.lesson_id,
      lessonName: m.lesson_name,
      courseId: m.course_id,
      courseName: m.course_name,
      deadline: new Date(m.deadline).toISOString(),
    },
    at,
    onceKey: `task-created:${m.id}`,
  });

export const testCreated =
  (schoolId: number, m: MaterialRow, at: Date) =>
  (userId: number): NotificationInput => ({
    schoolId,
    userId,
    kind: NOTIFICATION_KINDS.TEST_CREATED,
    params: {
      testId: m.id,
      testName: m.name,
      lessonId: m.lesson_id,
      lessonName: m.lesson_name,
      courseId: m.course_id,
      courseName: m.course_name,
    },
    at,
    onceKey: `test-created:${m.id}`,
  });
