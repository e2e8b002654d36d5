import { sql } from 'kysely';
import type { AnswerFileKind } from '../../../src/api/answerFiles.js';
import type { TaskDto, TaskElement } from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';
import { lessonOfInstructor, lessonOfReader, lessonOfStudent, type CourseUser, type LessonAccess } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { searchMatch } from '../../lib/listing.js';

/* Queries of the tasks themselves; answers are in answersRepository.ts, who owes one in owedRepository.ts. */

export const iso = (value: Date | string) => new Date(value).toISOString();

export interface TaskRow {
  id: number;
  lesson_id: number;
  course_id: number;
  name: string;
  description: string;
  task_elements: TaskElement[];
  deadline: Date;
  max_points: number;
  answer_file_kinds: AnswerFileKind[];
  answer_max_mb: number;
  late_penalty_per_day: number;
  late_penalty_floor: number;
  created_at: Date;
  updated_at: Date;
}

/** The school's tasks of live lessons, with their course. */
function tasksOf(db: Db, schoolId: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .where('t.school_id', '=', schoolId)
    .where('l.deleted_at', 'is', null)
    .select([
      't.id',
      't.lesson_id',
      'l.course_id',
      't.name',
      't.description',
      't.task_elements',
      't.deadline',
      't.max_points',
      't.answer_file_kinds',
      't.answer_max_mb',
      't.late_penalty_per_day',
      't.late_penalty_floor',
      't.created_at',
      't.updated_at',
    ]);
}

export function toTaskDto(row: TaskRow): TaskDto {
  return {
    taskId: row.id,
    lessonId: row.lesson_id,
    courseId: row.course_id,
    taskName: row.name,
    description: row.description,
    taskElements: row.task_elements ?? [],
    deadline: iso(row.deadline),
    mark: row.max_points,
    answerFileKinds: row.answer_file_kinds,
    answerMaxMb: row.answer_max_mb,
    latePenaltyPerDay: row.late_penalty_per_day,
    latePenaltyFloor: row.late_penalty_floor,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A lesson's tasks, oldest first. */
export async function tasksOfLesson(
  db: Db,
  schoolId: number,
  lessonId: number,
  page: { limit: number; offset: number },
  search?: string,
): Promise<{ rows: TaskRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    tasksOf(db, schoolId)
      .where('t.lesson_id', '=', lessonId)
      .where((eb) => searchMatch(search, eb.ref('t.name')))
      .orderBy('t.created_at')
      .orderBy('t.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('tasks')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('lesson_id', '=', lessonId)
      .where('school_id', '=', schoolId)
      .where((eb) => searchMatch(search, eb.ref('name')))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/**
 * A task the user may reach through its lesson (see courseAccess): an assigned instructor, or
 * (with `reader`) a student of the course once the lesson is shown. 404 otherwise, 403 for a
 * student blocked on the course.
 */
export async function reachTask(
  db: Db,
  user: CourseUser,
  taskId: number,
  now: Date,
  who: 'instructor' | 'student' | 'reader',
): Promise<{ task: TaskRow; lesson: LessonAccess }> {
  const task = await tasksOf(db, user.schoolId).where('t.id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound();
  const lesson =
    who === 'instructor'
      ? await lessonOfInstructor(db, user, task.lesson_id)
      : who === 'student'
        ? await lessonOfStudent(db, user, task.lesson_id, now)
        : await lessonOfReader(db, user, task.lesson_id, now);
  return { task, lesson };
}

/** A task row again, after a change. */
export async function taskById(db: Db, schoolId: number, taskId: number): Promise<TaskRow> {
  const task = await tasksOf(db, schoolId).where('t.id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound();
  return task;
}

export interface NewTask {
  school_id: number;
  lesson_id: number;
  name: string;
  description: string;
  task_elements: string;
  deadline: Date;
  max_points: number;
  answer_file_kinds: AnswerFileKind[];
  answer_max_mb: number;
  late_penalty_per_day: number;
  late_penalty_floor: number;
  created_at: Date;
  updated_at: Date;
}

export async function insertTask(db: Db, task: NewTask): Promise<number> {
  const row = await db.insertInto('tasks').values(task).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Locks a task's row for the rest of the transaction. */
export async function lockTask(trx: Db, taskId: number): Promise<void> {
  await trx.selectFrom('tasks').select('id').where('id', '=', taskId).forUpdate().execute();
}

/** The most points the instructor gave any answer of the task (before late penalties), or null when none has points. */
export async function topPointsGiven(trx: Db, taskId: number): Promise<number | null> {
  const top = await trx
    .selectFrom('task_answers')
    .select((eb) => eb.fn.max('points_given').as('points'))
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return top?.points == null ? null : Number(top.points);
}

export interface TaskChanges {
  name?: string;
  description?: string;
  task_elements?: string;
  deadline?: Date;
  max_points?: number;
  answer_file_kinds?: AnswerFileKind[];
  answer_max_mb?: number;
  late_penalty_per_day?: number;
  late_penalty_floor?: number;
  updated_at: Date;
}

export async function updateTask(trx: Db, taskId: number, changes: TaskChanges): Promise<void> {
  await trx.updateTable('tasks').set(changes).where('id', '=', taskId).execute();
}

export async function deleteTask(db: Db, taskId: number): Promise<void> {
  await db.deleteFrom('tasks').where('id', '=', taskId).execute();
}
