import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { lessonOfInstructor, studentBlockedCourseIds, studentCourseIds, type CourseUser } from '../../lib/courseAccess.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { quizPublishState } from '../../../src/api/quizPublishing.js';
import type { ReviewOptions } from '../../../src/api/quizReview.js';
import type { GradingMethod } from '../../../src/api/quizAttemptRules.js';

/*
 * Who reaches a test: the rules of server/lib/courseAccess.ts, applied to the test's lesson.
 * An instructor goes through lessonOfInstructor. A student's calls (one save every few
 * seconds per student during an exam) need it in one query, so the student's check joins the
 * guard's own subqueries (studentCourseIds, studentBlockedCourseIds) to the test's row.
 */

export interface QuizRow {
  id: number;
  schoolId: number;
  lessonId: number;
  courseId: number;
  name: string;
  message: string;
  timeLimitSeconds: number;
  passPercent: number;
  isActive: boolean;
  structureVersion: number;
  /** When students may see it: null for a draft, a future moment when scheduled (./publishing.ts). */
  publishedAt: Date | null;
  /** The test's window (./quizWindows.ts); a student's accommodation may replace either side. */
  opensAt: Date | null;
  closesAt: Date | null;
  /** How the test presents itself (src/api/quizAuthoring.ts QuizPresentation). */
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  reviewOptions: ReviewOptions;
  /** How many attempts, their grade and the wait between them (src/api/quizAttemptRules.ts). */
  maxAttempts: number | null;
  gradingMethod: GradingMethod;
  attemptWaitMinutes: number;
  createdAt: Date;
}

/** What a QuizRow is read from, of `tests as t` joined to `lessons as l`. */
export const QUIZ_COLUMNS = [
  't.id',
  't.school_id',
  't.lesson_id',
  'l.course_id',
  't.name',
  't.message',
  't.time_limit_seconds',
  't.pass_percent',
  't.is_active',
  't.structure_version',
  't.published_at',
  't.opens_at',
  't.closes_at',
  't.shuffle_questions',
  't.shuffle_options',
  't.review_options',
  't.max_attempts',
  't.grading_method',
  't.attempt_wait_minutes',
  't.created_at',
] as const;

/** Tests joined to their lessons, selecting QUIZ_COLUMNS (toQuizRow reads a row of it). */
export function quizColumns(db: Db) {
  return db.selectFrom('tests as t').innerJoin('lessons as l', 'l.id', 't.lesson_id').select(QUIZ_COLUMNS);
}

type QuizColumnsRow = Awaited<ReturnType<ReturnType<typeof quizColumns>['executeTakeFirstOrThrow']>>;

export function toQuizRow(row: QuizColumnsRow): QuizRow {
  return {
    id: row.id,
    schoolId: row.school_id,
    lessonId: row.lesson_id,
    courseId: row.course_id,
    name: row.name,
    message: row.message,
    timeLimitSeconds: row.time_limit_seconds,
    passPercent: row.pass_percent,
    isActive: row.is_active,
    structureVersion: row.structure_version,
    publishedAt: dateOrNull(row.published_at),
    opensAt: dateOrNull(row.opens_at),
    closesAt: dateOrNull(row.closes_at),
    shuffleQuestions: row.shuffle_questions,
    shuffleOptions: row.shuffle_options,
    reviewOptions: row.review_options,
    maxAttempts: row.max_attempts,
    gradingMethod: row.grading_method,
    attemptWaitMinutes: row.attempt_wait_minutes,
    createdAt: new Date(row.created_at),
  };
}

/** A nullable timestamp column as a Date. */
export const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A test of a live lesson of a course the instructor is assigned to; 404 for anything else. */
export async function quizOfInstructor(db: Db, user: CourseUser, testId: number): Promise<QuizRow> {
  if (user.role !== 'INSTRUCTOR') throw forbidden();
  const row = await quizColumns(db).where('t.id', '=', testId).where('t.school_id', '=', user.schoolId).executeTakeFirst();
  if (!row) throw notFound();
  await lessonOfInstructor(db, user, row.lesson_id);
  return toQuizRow(row);
}

/**
 * A test a student may take: published by now, its lesson is live and shown (showDate <= now),
 * of a live course their live group studies; else 404 (a draft must not be told from a test
 * that does not exist). A course the student is blocked on answers 403.
 */
export async function quizOfStudent(db: Db, user: CourseUser, testId: number, now: Date): Promise<QuizRow> {
  if (user.role !== 'STUDENT') throw forbidden();
  const row = await quizColumns(db)
    .select((eb) => [
      'l.show_date',
      eb.exists(studentCourseIds(db, user).where('c.id', '=', eb.ref('l.course_id'))).as('studies'),
      eb.exists(studentBlockedCourseIds(db, user).where('b.course_id', '=', eb.ref('l.course_id'))).as('blocked'),
    ])
    .where('t.id', '=', testId)
    .where('t.school_id', '=', user.schoolId)
    .where('l.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || !row.studies) throw notFound();
  if (row.blocked) throw new AppError(403, 'lessons.blockedOnCourse');
  if (new Date(row.show_date).getTime() > now.getTime()) throw notFound();
  if (quizPublishState(row.published_at, now) !== 'PUBLISHED') throw notFound();
  return toQuizRow(row);
}

/**
 * quizOfStudent's rules as a subquery for `exists`, for a student's hot path (saving answers,
 * thousands a minute in an exam) where one statement checks and writes: the test of the
 * student's school (at structure version `version`, when given), published and in a live lesson shown by `now`, of a live
 * course their live group studies and they are not blocked on. A call it refuses goes
 * through quizOfStudent, which answers the right error.
 */
export function studentQuizCondition(db: Db, user: CourseUser, testId: number, version: number | undefined, now: Date) {
  return db
    .selectFrom('tests as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .select('t.id')
    .where('t.id', '=', testId)
    .where('t.school_id', '=', user.schoolId)
    .$if(version !== undefined, (q) => q.where('t.structure_version', '=', version!))
    .where('t.published_at', '<=', now)
    .where('l.deleted_at', 'is', null)
    .where('l.show_date', '<=', now)
    .where((eb) => eb.exists(studentCourseIds(db, user).where('c.id', '=', eb.ref('l.course_id'))))
    .where((eb) => eb.not(eb.exists(studentBlockedCourseIds(db, user).where('b.course_id', '=', eb.ref('l.course_id')))));
}

/**
 * Locks a test's row: 'update' for an instructor's edit of its structure; 'key share' (what
 * the attempt's foreign key takes anyway) for a student's start, so a start waits for an edit
 * in progress and an edit counting attempts waits for a start in progress.
 */
export async function lockQuiz(trx: Db, testId: number, mode: 'update' | 'key share'): Promise<void> {
  await sql`select id from tests where id = ${testId} for ${sql.raw(mode === 'update' ? 'update' : 'key share')}`.execute(trx);
}
