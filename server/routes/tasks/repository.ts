import { sql } from 'kysely';
import type { AnswerFile, AnswerSummary, NotSubmittedStudent, TaskAnswerDto, TaskDto, TaskElement } from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';
import { lessonOfInstructor, lessonOfReader, lessonOfStudent, type CourseUser, type LessonAccess } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { fullName } from '../groups/shared.js';

/* Queries of the tasks area: tasks, answers and the students who owe one. */

const iso = (value: Date | string) => new Date(value).toISOString();

export interface TaskRow {
  id: number;
  lesson_id: number;
  course_id: number;
  name: string;
  description: string;
  task_elements: TaskElement[];
  deadline: Date;
  max_points: number;
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
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A lesson's tasks, oldest first. */
export async function tasksOfLesson(db: Db, schoolId: number, lessonId: number, page: { limit: number; offset: number }): Promise<{ rows: TaskRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    tasksOf(db, schoolId).where('t.lesson_id', '=', lessonId).orderBy('t.created_at').orderBy('t.id').limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('tasks').select(sql<number>`count(*)::int`.as('n')).where('lesson_id', '=', lessonId).where('school_id', '=', schoolId).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/**
 * A task the user may reach through its lesson (see courseAccess): an assigned instructor, or
 * (with `reader`) a student of the course once the lesson is shown. 404 otherwise, 403 for a
 * student blocked on the course.
 */
export async function reachTask(db: Db, user: CourseUser, taskId: number, now: Date, who: 'instructor' | 'student' | 'reader'): Promise<{ task: TaskRow; lesson: LessonAccess }> {
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

const answerColumns = [
  'a.id',
  'a.task_id',
  'a.student_id',
  'a.text',
  'a.files',
  'a.links',
  'a.status',
  'a.late',
  'a.points',
  'a.comment',
  'a.submitted_at',
  'a.reviewed_at',
  'a.reviewed_by',
  'u.first_name',
  'u.last_name',
] as const;

function answersOf(db: Db, schoolId: number) {
  return db
    .selectFrom('task_answers as a')
    .innerJoin('users as u', 'u.id', 'a.student_id')
    .where('a.school_id', '=', schoolId)
    .select(answerColumns);
}

export type AnswerRow = Awaited<ReturnType<ReturnType<typeof answersOf>['executeTakeFirstOrThrow']>>;

export function toAnswerSummary(row: AnswerRow): AnswerSummary {
  return {
    answerId: row.id,
    taskId: row.task_id,
    studentId: row.student_id,
    studentFullName: fullName(row.first_name, row.last_name),
    status: row.status,
    late: row.late,
    points: row.points,
    comment: row.comment,
    submittedAt: iso(row.submitted_at),
    reviewedAt: row.reviewed_at ? iso(row.reviewed_at) : null,
  };
}

/** One answer in full, with its task and its last reviewer. */
export async function answerDto(db: Db, schoolId: number, answerId: number): Promise<TaskAnswerDto> {
  const row = await answersOf(db, schoolId).where('a.id', '=', answerId).executeTakeFirst();
  if (!row) throw notFound();
  const [task, reviewer] = await Promise.all([
    taskById(db, schoolId, row.task_id),
    row.reviewed_by
      ? db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', row.reviewed_by).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    ...toAnswerSummary(row),
    taskName: task.name,
    lessonId: task.lesson_id,
    courseId: task.course_id,
    mark: task.max_points,
    deadline: iso(task.deadline),
    text: row.text,
    files: (row.files ?? []) as AnswerFile[],
    links: (row.links ?? []) as string[],
    reviewerFullName: reviewer ? fullName(reviewer.first_name, reviewer.last_name) : null,
  };
}

/** An answer row by id within the school; the caller checks who may see it. */
export async function answerRow(db: Db, schoolId: number, answerId: number): Promise<AnswerRow> {
  const row = await answersOf(db, schoolId).where('a.id', '=', answerId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Every answer of a task, oldest sent first. */
export async function answersOfTask(db: Db, schoolId: number, taskId: number): Promise<AnswerSummary[]> {
  const rows = await answersOf(db, schoolId).where('a.task_id', '=', taskId).orderBy('a.submitted_at').orderBy('a.id').execute();
  return rows.map(toAnswerSummary);
}

/** A student's own answers to some tasks, by task id. */
export async function answersOfStudent(db: Db, schoolId: number, studentId: number, taskIds: number[]): Promise<Map<number, AnswerSummary>> {
  if (!taskIds.length) return new Map();
  const rows = await answersOf(db, schoolId).where('a.student_id', '=', studentId).where('a.task_id', 'in', taskIds).execute();
  return new Map(rows.map((row) => [row.task_id, toAnswerSummary(row)]));
}

/**
 * The course's students who owe an answer: live students of its live groups, blocked neither
 * in the school nor on the course, with no answer to the task. By name.
 */
export async function studentsWithoutAnswer(db: Db, schoolId: number, courseId: number, taskId: number): Promise<NotSubmittedStudent[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .innerJoin('groups as g', 'g.id', 'sp.group_id')
    .innerJoin('course_groups as cg', 'cg.group_id', 'g.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.name as group_name'])
    .where('cg.course_id', '=', courseId)
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .where('g.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('course_student_blocks as b').select('b.student_id').whereRef('b.student_id', '=', 'u.id').where('b.course_id', '=', courseId))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('task_answers as a').select('a.id').whereRef('a.student_id', '=', 'u.id').where('a.task_id', '=', taskId))),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ studentId: row.id, studentFullName: fullName(row.first_name, row.last_name), email: row.email, groupName: row.group_name }));
}

/** The live instructors assigned to a course: who hears of a new answer. */
export async function courseInstructorIds(db: Db, schoolId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_instructors as ci')
    .innerJoin('users as u', 'u.id', 'ci.instructor_id')
    .select('u.id')
    .where('ci.course_id', '=', courseId)
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'INSTRUCTOR')
    .where('u.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
