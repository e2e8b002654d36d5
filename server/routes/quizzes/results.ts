import type { QuizAnswerDto, QuizResultRowDto, QuizResultsDto } from '../../../src/api/quizResults.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { roundPoints } from '../../../src/api/points.js';
import { fullName } from '../../lib/names.js';
import type { QuizRow } from './access.js';
import { attemptStatus, closeExpiredAttempts, type AttemptRow } from './attempts.js';
import { attemptsOf, attemptSummaryOf } from './attemptState.js';
import { attemptsByStudent, chosenAttempt, resultColumns } from './resultAttempts.js';
import { answerQuestions, paperAnswersOf } from './answerViews.js';
import { timeSpentOf } from './attemptViews.js';
import { scorePaper } from './paperScoring.js';
import { answerFiles } from './paperViews.js';
import { INSTRUCTOR_REVIEW, studentReview, type ReviewNow } from './reviewRules.js';
import { studentName } from './studentRepository.js';
import { readStructure } from './structure.js';

/*
 * Results of a test: the list for the instructor and one student's answers (for the
 * instructor, and for the student as the test's review options allow). The instructor's points
 * by hand are in grading.ts.
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
    .where('u.school_id', '=', test.schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('test_attempts as a').select('a.id').whereRef('a.student_id', '=', 'u.id').where('a.test_id', '=', test.id),
        ),
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
  const [people, attempts] = await Promise.all([
    resultPeople(db, test)
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.name as group_name'])
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
    attemptsByStudent(db, test.id),
  ]);
  const rows: QuizResultRowDto[] = people.map((row) => ({
    studentId: row.id,
    studentFullName: fullName(row.first_name, row.last_name),
    email: row.email,
    groupName: row.group_name,
    ...resultColumns(test, attempts.get(row.id) ?? [], maxPoints),
  }));
  // Those who took it first (a stable sort keeps the order by name).
  const objects = [...rows.filter((o) => o.tookTest), ...rows.filter((o) => !o.tookTest)];
  return {
    testId: test.id,
    testName: test.name,
    maxPoints,
    passPercent: test.passPercent,
    gradingMethod: test.gradingMethod,
    answersCount: objects.filter((o) => o.tookTest).length,
    objects,
    count: objects.length,
  };
}

/**
 * A student who appears in the test's results, with their attempts and the one named by
 * `attemptNo` (default the latest); 404 for anyone else, or for a number they have no attempt of.
 */
export async function resultPerson(db: Db, test: QuizRow, studentId: number, attemptNo?: number) {
  const person = await resultPeople(db, test)
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('u.id', '=', studentId)
    .executeTakeFirst();
  if (!person) throw notFound();
  const attempts = await attemptsOf(db, test.id, studentId);
  return { person, attempts, attempt: chosenAttempt(attempts, attemptNo) };
}

/**
 * One student's answers, in their paper's order. The instructor sees everything, a running
 * attempt's live score included; a student what `review` allows (reviewRules.ts), their total
 * and `passed` always once finished, and their own responses while the attempt runs.
 */
export async function answerView(
  db: Db,
  test: QuizRow,
  student: { id: number; firstName: string; lastName: string },
  shown: { attempt: AttemptRow | undefined; attempts: AttemptRow[] },
  viewer: { instructor: boolean; review: ReviewNow },
): Promise<QuizAnswerDto> {
  const { attempt } = shown;
  const structure = await readStructure(db, test.id);
  if (!structure) throw notFound();
  const finished = Boolean(attempt?.submitted_at);
  const { instructor, review } = viewer;
  const show = {
    responses: instructor || !finished || review.parts.answers,
    points: instructor || review.parts.rightAnswers,
    feedback: instructor || review.parts.feedback,
  };
  const answers = paperAnswersOf(attempt);
  const score = scorePaper(structure, attempt?.paper ?? null, answers);
  const paper = attempt?.paper ?? null;
  const files = show.responses && attempt ? await answerFiles(db, test.schoolId, paper, answers.responses) : [];
  return {
    testId: test.id,
    attemptNo: attempt?.attempt_no ?? null,
    attempts: shown.attempts.map(attemptSummaryOf),
    testName: test.name,
    studentId: student.id,
    studentFullName: fullName(student.firstName, student.lastName),
    status: attemptStatus(attempt),
    startedAt: iso(attempt?.started_at),
    deadline: iso(attempt?.deadline),
    dateOfPassTheTest: iso(attempt?.submitted_at),
    timeSpent: timeSpentOf(attempt),
    points:
      instructor || finished
        ? {
            pointsReceived: finished ? (attempt!.points ?? 0) : score.points,
            maxPoints: finished ? (attempt!.max_points ?? score.maxPoints) : score.maxPoints,
          }
        : null,
    passed: finished ? Boolean(attempt!.passed) : null,
    passPercent: test.passPercent,
    awaitingReview: finished && score.awaitingReview,
    review: review.parts,
    moreReviewAt: iso(review.moreReviewAt),
    // A student who has not started sees no questions: they are read once the clock runs.
    questions: attempt || instructor ? answerQuestions({ structure, paper, answers, score, show, finished, files }) : [],
  };
}

/** The instructor's view of one student's answers (the student must appear in the results). */
export async function instructorAnswerView(
  db: Db,
  test: QuizRow,
  studentId: number,
  now: Date,
  attemptNo?: number,
): Promise<QuizAnswerDto> {
  await closeExpiredAttempts(db, now, { testId: test.id });
  const { person, attempt, attempts } = await resultPerson(db, test, studentId, attemptNo);
  const student = { id: person.id, firstName: person.first_name, lastName: person.last_name };
  return answerView(db, test, student, { attempt, attempts }, { instructor: true, review: INSTRUCTOR_REVIEW });
}

/**
 * The student's view of their own answers: attempt `attemptNo`, else the latest finished, else the
 * running one (the caller has closed the latest if its time ran out).
 */
export async function studentAnswerView(db: Db, test: QuizRow, studentId: number, now: Date, attemptNo?: number) {
  const attempts = await attemptsOf(db, test.id, studentId);
  const attempt = chosenAttempt(attempts, attemptNo, true);
  const [name, review] = await Promise.all([studentName(db, studentId), studentReview(db, test, attempt, now)]);
  return answerView(db, test, { id: studentId, ...name }, { attempt, attempts }, { instructor: false, review });
}
