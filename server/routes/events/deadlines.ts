import type { TaskDeadlineEntryDto } from '../../../src/api/events.js';
import type { Db } from '../../db/index.js';
import { instructorCourseIds, studentBlockedCourseIds, studentCourseIds } from '../../lib/courseAccess.js';
import type { Period, Viewer } from './repository.js';

/*
 * Task deadlines in the calendar and its feed (src/api/events.ts, TaskDeadlineEntryDto): the
 * tasks of the lessons a user can see. A student: the shown lessons (showDate <= now) of the
 * live courses of their live group, not of a course they are blocked on (courseAccess.ts); an
 * instructor: the live lessons of the courses they teach; an admin: every live lesson of the
 * school. Always within the viewer's school.
 */

/** The tasks whose deadlines a viewer sees, with their lesson and course. */
export function visibleDeadlines(db: Db, viewer: Viewer, now: Date) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .where('t.school_id', '=', viewer.schoolId)
    .where('c.school_id', '=', viewer.schoolId)
    .where('l.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .$if(viewer.role === 'INSTRUCTOR', (q) => q.where('c.id', 'in', instructorCourseIds(db, viewer)))
    .$if(viewer.role === 'STUDENT', (q) =>
      q
        .where('l.show_date', '<=', now)
        .where('c.id', 'in', studentCourseIds(db, viewer))
        .where('c.id', 'not in', studentBlockedCourseIds(db, viewer)),
    );
}

/** The columns a calendar entry and a feed entry read. */
const columns = [
  't.id as task_id',
  't.name as task_name',
  't.deadline',
  't.max_points',
  't.created_at',
  't.updated_at',
  'l.id as lesson_id',
  'l.name as lesson_name',
  'c.id as course_id',
  'c.name as course_name',
] as const;

export type DeadlineRow = Awaited<ReturnType<ReturnType<typeof selectDeadlines>['execute']>>[number];
const selectDeadlines = (db: Db, viewer: Viewer, now: Date) =>
  visibleDeadlines(db, viewer, now).select(columns).orderBy('t.deadline').orderBy('t.id');

/** The deadlines a viewer sees that fall in [since, until), by deadline then task id. */
export function deadlineRows(db: Db, viewer: Viewer, now: Date, since: Date, until?: Date): Promise<DeadlineRow[]> {
  return selectDeadlines(db, viewer, now)
    .where('t.deadline', '>=', since)
    .$if(until !== undefined, (q) => q.where('t.deadline', '<', until as Date))
    .execute();
}

export interface DeadlineFilters {
  /** Only the courses this group studies. */
  groupId?: number;
  /** An event status asked for: deadlines have none, so none is listed. */
  eventStatus?: string;
}

/** The task deadlines of a period as the calendar lists them. */
export async function listDeadlineEntries(
  db: Db,
  viewer: Viewer,
  period: Period,
  now: Date,
  filters: DeadlineFilters = {},
): Promise<TaskDeadlineEntryDto[]> {
  if (filters.eventStatus !== undefined) return [];
  const { groupId } = filters;
  const rows = await selectDeadlines(db, viewer, now)
    .where('t.deadline', '>=', period.from)
    .where('t.deadline', '<', period.to)
    .$if(groupId !== undefined, (q) =>
      q.where('c.id', 'in', (eb) =>
        eb
          .selectFrom('course_groups as cg')
          .select('cg.course_id')
          .where('cg.group_id', '=', groupId as number),
      ),
    )
    .execute();
  return rows.map((row) => ({
    kind: 'TASK_DEADLINE',
    taskId: row.task_id,
    title: row.task_name,
    deadline: new Date(row.deadline).toISOString(),
    mark: row.max_points,
    lessonId: row.lesson_id,
    lessonName: row.lesson_name,
    courseId: row.course_id,
    courseName: row.course_name,
  }));
}
