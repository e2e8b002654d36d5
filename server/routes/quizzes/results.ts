import type { QuizAnswerDto, QuizResultRowDto, QuizResultsDto } from '../../../src/api/quizResults.js';
import type { Db } from '../../db/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { notify } from '../../lib/notifications.js';
import { roundPoints } from '../../lib/points.js';
import { isPassed, scoreAttempt } from './scoring.js';
import { fullName } from '../../lib/names.js';
import type { QuizRow } from './access.js';
import { attemptStatus, closeExpiredAttempts, savedAnswersOf, QUIZ_REGRADED, type AttemptRow } from './attempts.js';
import { scoreAttemptReview, timeSpentOf } from './attemptViews.js';
import { readStructure, toScored, WIRE_TYPE } from './structure.js';

/*
 * Results of a test: the list for the instructor, one student's answers (for the instructor,
 * and for the student with the correct ones only once finished), and the instructor's points
 * for 'Other' texts.
 */

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/**
 * People who appear in a test's results: the live students of the course's live groups, and
 * anyone else of the school with an attempt at it (e.g. a student who has changed group).
 */
function resultPeople(db: Db, test: QuizRow) {
  return db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .leftJoin('groups as g', 'g.id', 'sp.group_id')
    .leftJoin('test_attempts as a', (join) => join.onRef('a.student_id', '=', 'u.id').on('a.test_id', '=', test.id))
    .where('u.school_id', '=', test.schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('a.id', 'is not', null),
        eb.and([
          eb('g.deleted_at', 'is', null),
          eb('sp.group_id', 'in', eb.selectFrom('course_groups').select('group_id').where('course_id', '=', test.courseId)),
        ]),
      ]),
    );
}

export async function listResults(db: Db, test: QuizRow, now: Date): Promise<QuizResultsDto> {
  // Attempts whose time ran out are shown closed, even before the job passes.
  await closeExpiredAttempts(db, now, { testId: test.id });
  const structure = await readStructure(db, test.id);
  const maxPoints = roundPoints(structure?.maxPoints ?? 0);
  const rows = await resultPeople(db, test)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.name as group_name'])
    .select([
      'a.id as attempt_id',
      'a.started_at',
      'a.submitted_at',
      'a.closed_reason',
      'a.points',
      'a.max_points',
      'a.passed',
      'a.other_texts',
      'a.other_points',
    ])
    .orderBy((eb) => eb('a.id', 'is', null))
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  const objects: QuizResultRowDto[] = rows.map((row) => {
    const finished = row.submitted_at !== null && row.submitted_at !== undefined;
    const points = { pointsReceived: finished ? (row.points ?? 0) : 0, maxPoints: finished ? (row.max_points ?? maxPoints) : maxPoints };
    return {
      studentId: row.id,
      studentFullName: fullName(row.first_name, row.last_name),
      email: row.email,
      groupName: row.group_name,
      status: row.attempt_id === null ? 'NOT_STARTED' : attemptStatus({ closed_reason: row.closed_reason ?? null }),
      tookTest: row.attempt_id !== null,
      points,
      ...points,
      passed: finished ? Boolean(row.passed) : null,
      dateOfPassTheTest: iso(row.submitted_at),
      startedAt: iso(row.started_at),
      awaitingReview:
        finished && row.other_texts
          ? Object.entries(row.other_texts).some(([key, text]) => text.trim() && row.other_points?.[key] === undefined)
          : false,
    };
  });
  return {
    testId: test.id,
    testName: test.name,
    maxPoints,
    passPercent: test.passPercent,
    answersCount: objects.filter((o) => o.tookTest).length,
    objects,
    count: objects.length,
  };
}

/** A student who appears in the test's results, with their attempt; 404 for anyone else. */
async function resultPerson(db: Db, test: QuizRow, studentId: number) {
  const person = await resultPeople(db, test)
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('u.id', '=', studentId)
    .executeTakeFirst();
  if (!person) throw notFound();
  const attempt = await db
    .selectFrom('test_attempts')
    .selectAll()
    .where('test_id', '=', test.id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return { person, attempt };
}

/**
 * One student's answers. `reveal` adds the correct marks and points: always for the
 * instructor; for the student only once the attempt is finished.
 */
export async function answerView(
  db: Db,
  test: QuizRow,
  student: { id: number; firstName: string; lastName: string },
  attempt: AttemptRow | undefined,
  reveal: 'always' | 'whenFinished',
): Promise<QuizAnswerDto> {
  const structure = await readStructure(db, test.id);
  const questions = structure?.questions ?? [];
  const finished = Boolean(attempt?.submitted_at);
  const show = reveal === 'always' || finished;
  const saved = attempt ? savedAnswersOf(attempt) : { choices: {}, others: {}, otherPoints: {} };
  const score = scoreAttempt(toScored(questions), saved);
  // A student who has not started sees no questions: they are read once the clock runs.
  const listed = attempt || reveal === 'always' ? questions : [];
  return {
    testId: test.id,
    testName: test.name,
    studentId: student.id,
    studentFullName: fullName(student.firstName, student.lastName),
    status: attemptStatus(attempt),
    startedAt: iso(attempt?.started_at),
    deadline: iso(attempt?.deadline),
    dateOfPassTheTest: iso(attempt?.submitted_at),
    timeSpent: timeSpentOf(attempt),
    points: show
      ? {
          pointsReceived: finished ? (attempt!.points ?? 0) : score.points,
          maxPoints: finished ? (attempt!.max_points ?? score.maxPoints) : score.maxPoints,
        }
      : null,
    passed: finished ? Boolean(attempt!.passed) : null,
    passPercent: test.passPercent,
    awaitingReview: attempt && finished ? scoreAttemptReview(attempt) : false,
    questions: listed.map((q) => {
      const key = String(q.id);
      const chosen = new Set(saved.choices[key] ?? []);
      const otherText = q.hasOther ? (saved.others[key] ?? null) : null;
      return {
        questionId: q.id,
        question: q.text,
        questionType: WIRE_TYPE[q.kind],
        points: q.points,
        pointsReceived: show ? (score.perQuestion.get(q.id) ?? 0) : null,
        hasOther: q.hasOther,
        otherText,
        otherPoints: show && otherText !== null ? (saved.otherPoints[key] ?? null) : null,
        options: q.options.map((o) => ({
          optionId: o.id,
          option: o.text,
          status: chosen.has(o.id) ? ('SELECTED' as const) : ('NOT_SELECTED' as const),
          ...(show ? { isCorrect: o.isCorrect } : {}),
        })),
      };
    }),
  };
}

/** The instructor's view of one student's answers (the student must appear in the results). */
export async function instructorAnswerView(db: Db, test: QuizRow, studentId: number, now: Date): Promise<QuizAnswerDto> {
  await closeExpiredAttempts(db, now, { testId: test.id });
  const { person, attempt } = await resultPerson(db, test, studentId);
  return answerView(db, test, { id: person.id, firstName: person.first_name, lastName: person.last_name }, attempt, 'always');
}

/**
 * The instructor's points for a student's 'Other' text on one question: from 0 to the
 * question's points (rounded to 2 decimals); the question's total never exceeds its points.
 * The attempt is re-scored, `passed` re-decided, and the student told.
 */
export async function gradeOther(
  db: Db,
  test: QuizRow,
  studentId: number,
  input: { questionId: number; points: number },
  now: Date,
): Promise<void> {
  await closeExpiredAttempts(db, now, { testId: test.id });
  await resultPerson(db, test, studentId);
  await db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom('test_attempts')
      .selectAll()
      .where('test_id', '=', test.id)
      .where('student_id', '=', studentId)
      .forUpdate()
      .executeTakeFirst();
    if (!attempt) throw new AppError(409, 'quizzes.attemptNotFinished');
    if (!attempt.submitted_at) throw new AppError(409, 'quizzes.attemptNotFinished');
    const structure = await readStructure(trx, test.id);
    const questions = structure?.questions ?? [];
    const question = questions.find((q) => q.id === input.questionId);
    if (!question) throw badRequest('quizzes.questionNotFound', 'questionId');
    const key = String(question.id);
    const saved = savedAnswersOf(attempt);
    if (!question.hasOther || !saved.others[key]?.trim()) throw badRequest('quizzes.noOtherText', 'questionId');
    const points = roundPoints(input.points);
    if (points > question.points) throw badRequest('quizzes.otherPointsTooHigh', 'points', { max: question.points });
    const otherPoints = { ...saved.otherPoints, [key]: points };
    const score = scoreAttempt(toScored(questions), { ...saved, otherPoints });
    const passed = isPassed(score.points, score.maxPoints, test.passPercent);
    await trx
      .updateTable('test_attempts')
      .set({ other_points: JSON.stringify(otherPoints), points: score.points, max_points: score.maxPoints, passed })
      .where('id', '=', attempt.id)
      .execute();
    await notify(trx, {
      schoolId: test.schoolId,
      userId: studentId,
      kind: QUIZ_REGRADED,
      params: {
        testId: test.id,
        testName: test.name,
        lessonId: test.lessonId,
        courseId: test.courseId,
        pointsReceived: score.points,
        maxPoints: score.maxPoints,
        passed,
        awaitingReview: score.awaitingReview,
      },
      at: now,
    });
  });
}
