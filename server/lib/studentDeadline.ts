import { sql, type RawBuilder } from 'kysely';

/*
 * The deadline that holds for one student: their extension of the task when they have one
 * (task_extensions), else the task's own. Every reader of "is it due for this student" uses
 * this one expression: the review tabs, the student's own views and deadlines, the reminders,
 * lateness and the ratings.
 */

/**
 * `taskAlias` names the tasks row of the query (its id and deadline are read); `student` is a
 * column of the query (`sql.ref('u.id')`) or one student's id.
 */
export function studentDeadlineSql(taskAlias: string, student: RawBuilder<number> | number): RawBuilder<Date> {
  return sql<Date>`coalesce((select x.deadline from task_extensions x
    where x.task_id = ${sql.ref(`${taskAlias}.id`)} and x.student_id = ${student}), ${sql.ref(`${taskAlias}.deadline`)})`;
}
