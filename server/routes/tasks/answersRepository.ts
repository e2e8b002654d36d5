import type { AnswerFile, AnswerSummary, TaskAnswerDto } from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { fullName } from '../../lib/names.js';
import { iso, taskById } from './repository.js';

/* Queries of task answers: reading them, and the writes of sending and reviewing. */

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
  'a.points_given',
  'a.days_late',
  'a.penalty_percent',
  'x.deadline as extended_to',
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
    .leftJoin('task_extensions as x', (join) => join.onRef('x.task_id', '=', 'a.task_id').onRef('x.student_id', '=', 'a.student_id'))
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
    daysLate: row.days_late,
    penaltyPercent: row.penalty_percent,
    pointsGiven: row.points_given,
    points: row.points,
    extendedTo: row.extended_to ? iso(row.extended_to) : null,
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
    // The student's own deadline: the one their answer was judged late against.
    deadline: iso(row.extended_to ?? task.deadline),
    text: row.text,
    files: (row.files ?? []) as AnswerFile[],
    links: (row.links ?? []) as string[],
    reviewerFullName: reviewer ? fullName(reviewer.first_name, reviewer.last_name) : null,
  };
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

export function userName(db: Db, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export interface AnswerContentColumns {
  text: string;
  files: string;
  links: string;
  status: 'WAITING';
  submitted_at: Date;
  updated_at: Date;
}

/** Inserts a first answer; undefined when the student has answered the task already. */
export async function insertAnswer(
  trx: Db,
  answer: AnswerContentColumns & { school_id: number; task_id: number; student_id: number; created_at: Date },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('task_answers')
    .values(answer)
    .onConflict((oc) => oc.columns(['task_id', 'student_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The task of one of the student's own answers; undefined when the answer is not theirs. */
export async function ownAnswerTaskId(db: Db, schoolId: number, studentId: number, answerId: number): Promise<number | undefined> {
  const own = await db
    .selectFrom('task_answers')
    .select('task_id')
    .where('id', '=', answerId)
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return own?.task_id;
}

/** An answer's status and content, its row locked for the rest of the transaction. */
export function lockAnswerContent(trx: Db, answerId: number) {
  return trx
    .selectFrom('task_answers')
    .select(['status', 'text', 'files', 'links'])
    .where('id', '=', answerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Replaces an answer's content; it waits for review again, without points. */
export async function resendAnswer(trx: Db, answerId: number, content: AnswerContentColumns): Promise<void> {
  await trx
    .updateTable('task_answers')
    .set({ ...content, points: null, points_given: null })
    .where('id', '=', answerId)
    .execute();
}

/** The task and student of an answer in this school, or undefined. */
export function answerTaskAndStudent(db: Db, schoolId: number, answerId: number) {
  return db
    .selectFrom('task_answers')
    .select(['task_id', 'student_id'])
    .where('id', '=', answerId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

export async function setReview(
  trx: Db,
  answerId: number,
  review: {
    status: 'ACCEPTED' | 'NOT_ACCEPTED';
    /** As given; the points that count follow from them (lateness.ts settles them). */
    points: number | null;
    points_given: number | null;
    comment: string | null;
    reviewed_at: Date;
    reviewed_by: number;
    updated_at: Date;
  },
): Promise<void> {
  await trx.updateTable('task_answers').set(review).where('id', '=', answerId).execute();
}

/** New points for an accepted answer; answers its comment, or undefined when it is not accepted. */
export function regradeAccepted(
  trx: Db,
  answerId: number,
  grade: { points: number; points_given: number; comment?: string | null; reviewed_at: Date; reviewed_by: number; updated_at: Date },
) {
  return trx
    .updateTable('task_answers')
    .set(grade)
    .where('id', '=', answerId)
    .where('status', '=', 'ACCEPTED')
    .returning('comment')
    .executeTakeFirst();
}
