import { EXAM_MARK_MAX } from '../../../src/api/ratings.js';
import type { StudentResultsDto, StudentTaskResult, StudentQuizResult } from '../../../src/api/studentResults.js';
import type { Db } from '../../db/index.js';
import type { CourseAccess } from '../../lib/courseAccess.js';
import { attemptStatus, closeExpiredAttempts, GRACE_MS } from '../quizzes/attempts.js';
import { isPassed } from '../quizzes/scoring.js';
import { studentRating } from '../ratings/repository.js';

/*
 * The student's results on one course (src/api/studentResults.ts), in a fixed number of
 * queries whatever the number of lessons: the rating code's own read of the student's row
 * (which also gives the shown lessons in order, their tests' maxima, the exams and the marks),
 * plus the student's answers to the shown tasks and attempts at the shown tests.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** The shown lessons' tasks (oldest first) with the student's own answer, if any. */
function tasksWithAnswers(db: Db, course: CourseAccess, studentId: number, now: Date) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .leftJoin('task_answers as a', (join) => join.onRef('a.task_id', '=', 't.id').on('a.student_id', '=', studentId))
    .select(['t.id', 't.lesson_id', 't.name', 't.deadline', 't.max_points', 'a.status', 'a.late', 'a.points', 'a.comment'])
    .where('l.course_id', '=', course.id)
    .where('l.school_id', '=', course.schoolId)
    .where('l.deleted_at', 'is', null)
    .where('l.show_date', '<=', now)
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
}

/**
 * The student's latest attempt at each test of the course's shown lessons, with the test's grade
 * by its method (test_grades, kept by the database; none before an attempt is finished).
 */
function attemptsAtShownTests(db: Db, course: CourseAccess, studentId: number, now: Date) {
  return db
    .selectFrom('test_attempts as a')
    .innerJoin('tests as s', 's.id', 'a.test_id')
    .innerJoin('lessons as l', 'l.id', 's.lesson_id')
    .leftJoin('test_grades as g', (join) => join.onRef('g.test_id', '=', 'a.test_id').onRef('g.student_id', '=', 'a.student_id'))
    .select([
      'a.test_id',
      'a.submitted_at',
      'a.closed_reason',
      's.pass_percent',
      'g.points as grade_points',
      'g.max_points as grade_max_points',
    ])
    .where('a.student_id', '=', studentId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('test_attempts as b')
            .select('b.id')
            .whereRef('b.test_id', '=', 'a.test_id')
            .whereRef('b.student_id', '=', 'a.student_id')
            .whereRef('b.attempt_no', '>', 'a.attempt_no'),
        ),
      ),
    )
    .where('l.course_id', '=', course.id)
    .where('l.school_id', '=', course.schoolId)
    .where('l.deleted_at', 'is', null)
    .where('l.show_date', '<=', now)
    .execute();
}

/**
 * Closes the student's attempts on the course whose time (and grace) ran out, as the job would,
 * so the results show them finished with their points (the test list does the same).
 */
async function closeOwnExpired(db: Db, course: CourseAccess, studentId: number, now: Date): Promise<void> {
  const due = await db
    .selectFrom('test_attempts as a')
    .innerJoin('tests as s', 's.id', 'a.test_id')
    .innerJoin('lessons as l', 'l.id', 's.lesson_id')
    .select('a.test_id')
    .where('a.student_id', '=', studentId)
    .where('a.submitted_at', 'is', null)
    .where('a.deadline', '<', new Date(now.getTime() - GRACE_MS))
    .where('l.course_id', '=', course.id)
    .execute();
  for (const { test_id } of due) await closeExpiredAttempts(db, now, { testId: test_id });
}

function taskResult(row: Awaited<ReturnType<typeof tasksWithAnswers>>[number]): StudentTaskResult {
  return {
    taskId: row.id,
    taskName: row.name,
    deadline: iso(row.deadline),
    mark: row.max_points,
    status: row.status ?? null,
    late: Boolean(row.late),
    points: row.status === 'ACCEPTED' && row.points !== null ? Number(row.points) : null,
    comment: row.comment ?? null,
  };
}

/** GET /student/results/{courseId}: the course already checked as the student's (courseOfStudent). */
export async function studentResults(db: Db, course: CourseAccess, studentId: number, now: Date): Promise<StudentResultsDto> {
  await closeOwnExpired(db, course, studentId, now);
  // One connection on PGlite anyway; on PostgreSQL the reads run side by side.
  const [rating, tasks, attempts] = await Promise.all([
    studentRating(db, course, studentId, now),
    tasksWithAnswers(db, course, studentId, now),
    attemptsAtShownTests(db, course, studentId, now),
  ]);
  const tasksByLesson = new Map<number, StudentTaskResult[]>();
  for (const row of tasks) {
    const list = tasksByLesson.get(row.lesson_id) ?? [];
    list.push(taskResult(row));
    tasksByLesson.set(row.lesson_id, list);
  }
  const attemptByTest = new Map(attempts.map((a) => [a.test_id, a]));
  const lessons = rating.lessons.map((lesson) => ({
    lessonId: lesson.lessonId,
    lessonName: lesson.lessonName,
    tasks: tasksByLesson.get(lesson.lessonId) ?? [],
    tests: lesson.tests.map((test): StudentQuizResult => {
      // Status and date: of the latest attempt; points and passed: the grade by the test's method.
      const attempt = attemptByTest.get(test.testId);
      const graded = attempt?.grade_points !== null && attempt?.grade_points !== undefined;
      const gradeMax = attempt?.grade_max_points ?? test.maxPoints;
      return {
        testId: test.testId,
        testName: test.testName,
        maxPoints: test.maxPoints,
        status: attempt ? (attemptStatus(attempt) as StudentQuizResult['status']) : null,
        pointsReceived: graded ? Number(attempt!.grade_points) : null,
        passed: graded ? isPassed(Number(attempt!.grade_points), gradeMax, attempt!.pass_percent) : null,
        submittedAt: attempt?.submitted_at ? iso(attempt.submitted_at) : null,
      };
    }),
  }));
  const marks = rating.student.exams;
  return {
    courseId: course.id,
    courseName: course.name,
    lessons,
    exams: rating.exams.map((exam) => ({
      examId: exam.examId,
      name: exam.name,
      date: exam.date,
      maxMark: EXAM_MARK_MAX,
      mark: typeof marks[String(exam.examId)] === 'number' ? marks[String(exam.examId)] : null,
    })),
    rating: rating.student,
    studentsCount: rating.studentsCount,
    tasksMax: rating.tasksMax,
    testsMax: rating.testsMax,
    distribution: rating.distribution,
  };
}
