import { sql } from 'kysely';
import {
  answerTab,
  type AnswerFile,
  type AnswerStatus,
  type AnswerSummary,
  type NotSubmittedStudent,
  type TaskAnswerCounts,
  type TaskAnswerDto,
  type TaskDto,
  type TaskElement,
} from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';
import { lessonOfInstructor, lessonOfReader, lessonOfStudent, type CourseUser, type LessonAccess } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { fullName } from '../../lib/names.js';

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
export async function tasksOfLesson(
  db: Db,
  schoolId: number,
  lessonId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TaskRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    tasksOf(db, schoolId)
      .where('t.lesson_id', '=', lessonId)
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
export async function answersOfStudent(
  db: Db,
  schoolId: number,
  studentId: number,
  taskIds: number[],
): Promise<Map<number, AnswerSummary>> {
  if (!taskIds.length) return new Map();
  const rows = await answersOf(db, schoolId).where('a.student_id', '=', studentId).where('a.task_id', 'in', taskIds).execute();
  return new Map(rows.map((row) => [row.task_id, toAnswerSummary(row)]));
}

/**
 * Who owes an answer to which task: for each task (its lesson live), the live students of its
 * course's live groups, blocked neither in the school nor on the course, with no answer to it.
 * The one definition of the notSubmitted tab: its list and its counts both read it.
 */
function owedAnswers(db: Db, schoolId: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .innerJoin('course_groups as cg', 'cg.course_id', 'l.course_id')
    .innerJoin('groups as g', 'g.id', 'cg.group_id')
    .innerJoin('student_profiles as sp', 'sp.group_id', 'g.id')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .where('t.school_id', '=', schoolId)
    .where('l.deleted_at', 'is', null)
    .where('g.deleted_at', 'is', null)
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('course_student_blocks as b')
            .select('b.student_id')
            .whereRef('b.student_id', '=', 'u.id')
            .whereRef('b.course_id', '=', 'l.course_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('task_answers as a').select('a.id').whereRef('a.student_id', '=', 'u.id').whereRef('a.task_id', '=', 't.id'))),
    );
}

/** The students who owe an answer to one task (see owedAnswers), by name. */
export async function studentsWithoutAnswer(db: Db, schoolId: number, taskId: number): Promise<NotSubmittedStudent[]> {
  const rows = await owedAnswers(db, schoolId)
    .where('t.id', '=', taskId)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.name as group_name'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    studentId: row.id,
    studentFullName: fullName(row.first_name, row.last_name),
    email: row.email,
    groupName: row.group_name,
  }));
}

const noCounts = (): TaskAnswerCounts => ({ waiting: 0, accepted: 0, notAccepted: 0, late: 0, notSubmitted: 0 });

/**
 * How many entries each review tab of the lesson's tasks holds, read for all of them at once in
 * one query: the answers grouped by task, status and late (sorted into tabs by answerTab, as
 * the tabs are), and the owed answers grouped by task. Tasks missing from `taskIds` are left out.
 */
export async function answerCountsOfLesson(
  db: Db,
  schoolId: number,
  lessonId: number,
  taskIds: number[],
): Promise<Map<number, TaskAnswerCounts>> {
  const counts = new Map<number, TaskAnswerCounts>(taskIds.map((id) => [id, noCounts()]));
  if (!taskIds.length) return counts;
  const rows = await db
    .selectFrom('task_answers as a')
    .innerJoin('tasks as t', 't.id', 'a.task_id')
    .where('a.school_id', '=', schoolId)
    .where('t.lesson_id', '=', lessonId)
    .where('t.id', 'in', taskIds)
    .groupBy(['a.task_id', 'a.status', 'a.late'])
    .select([
      'a.task_id',
      sql<AnswerStatus | null>`a.status`.as('status'),
      sql<boolean | null>`a.late`.as('late'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .unionAll(
      owedAnswers(db, schoolId)
        .where('t.lesson_id', '=', lessonId)
        .where('t.id', 'in', taskIds)
        .groupBy('t.id')
        .select([
          't.id as task_id',
          sql<AnswerStatus | null>`null`.as('status'),
          sql<boolean | null>`null`.as('late'),
          sql<number>`count(*)::int`.as('n'),
        ]),
    )
    .execute();
  for (const row of rows) {
    const of = counts.get(row.task_id);
    if (!of) continue;
    const n = Number(row.n);
    if (row.status === null) of.notSubmitted += n;
    else of[answerTab({ status: row.status, late: Boolean(row.late) })] += n;
  }
  return counts;
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
