import type { QuizDto } from '../../api/quizAuthoring';
import type { QuizResultRowDto } from '../../api/quizResults';
import { buildQuiz, buildQuizAnswer } from '../builders/quizBuilders';
import { courseStudents, liveStudents, studentDto } from '../store/schoolViews';
import type { MockAttempt, MockQuiz } from '../store/quizSeed';
import type { AttemptSummaryDto } from '../../api/quizAttemptRules';
// The server's own grade by method (one copy of the rule).
import { gradeOf } from '../../../server/routes/quizzes/gradeMethod';

/** A test, its results table and one student's answers, as the instructor reads them. */

/** A test as the instructor reads it, its counts from its attempts. */
export function testDto(entry: MockQuiz): QuizDto {
  return buildQuiz({ ...entry.test, answersCount: entry.attempts.length });
}

/** A student's attempts at the test, number 1 first. */
export function attemptsOf(entry: MockQuiz, studentId: number): MockAttempt[] {
  return entry.attempts.filter((a) => a.studentId === studentId).sort((a, b) => (a.attemptNo ?? 1) - (b.attemptNo ?? 1));
}

/** One attempt of a student (the latest when `attemptNo` is not given), or undefined. */
export function attemptOf(entry: MockQuiz, studentId: number, attemptNo?: number): MockAttempt | undefined {
  const all = attemptsOf(entry, studentId);
  return attemptNo === undefined ? all[all.length - 1] : all.find((a) => (a.attemptNo ?? 1) === attemptNo);
}

/** One student's answers to one attempt (default the latest), with the list of all their attempts. */
export function answerOf(entry: MockQuiz, studentId: number, attemptNo?: number) {
  const student = liveStudents().find((s) => s.studentId === studentId);
  const attempt = attemptOf(entry, studentId, attemptNo);
  const test = testDto(entry);
  const summaries = attemptsOf(entry, studentId).map((a) => summaryOf(test, a));
  return buildQuizAnswer(test, {
    ...(attempt ? { attemptNo: attempt.attemptNo ?? 1, attempts: summaries } : {}),
    studentId,
    studentFullName: student ? `${student.name} ${student.lastname}` : String(studentId),
    status: attempt?.status ?? 'NOT_STARTED',
    chosen: attempt?.chosen,
    others: attempt?.others,
    otherPoints: attempt?.otherPoints,
    bank: attempt?.bank,
    ...(attempt?.status === 'IN_PROGRESS' ? { dateOfPassTheTest: null, timeSpent: null } : {}),
  });
}

function summaryOf(test: QuizDto, attempt: MockAttempt): AttemptSummaryDto {
  const answer = buildQuizAnswer(test, { ...attempt, status: attempt.status });
  const { status, startedAt, dateOfPassTheTest, points, passed, awaitingReview } = answer;
  return {
    attemptNo: attempt.attemptNo ?? 1,
    status: attempt.status,
    startedAt: startedAt ?? '',
    submittedAt: status === 'IN_PROGRESS' ? null : dateOfPassTheTest,
    points,
    passed,
    awaitingReview,
  };
}

/** The student's grade by the test's method over their finished attempts (the server's own rule); null before any is finished. */
export function gradeOfStudent(test: QuizDto, entry: MockQuiz, studentId: number) {
  const finished = attemptsOf(entry, studentId)
    .map((a) => summaryOf(test, a))
    .flatMap((s) =>
      s.points
        ? [{ attemptNo: s.attemptNo, points: s.points.pointsReceived, maxPoints: s.points.maxPoints, awaitingReview: s.awaitingReview }]
        : [],
    );
  return gradeOf(test.gradingMethod, finished, test.passPercent);
}

export function resultRows(entry: MockQuiz): QuizResultRowDto[] {
  const test = testDto(entry);
  const people = new Map(courseStudents(test.courseId).map((s) => [s.studentId, s]));
  for (const a of entry.attempts) {
    const s = liveStudents().find((x) => x.studentId === a.studentId);
    if (s) people.set(s.studentId, s);
  }
  const rows = [...people.values()].map((s): QuizResultRowDto => {
    const student = studentDto(s);
    const answer = answerOf(entry, s.studentId);
    const grade = gradeOfStudent(test, entry, s.studentId);
    const points = { pointsReceived: grade?.pointsReceived ?? 0, maxPoints: grade?.maxPoints ?? test.maxPoints };
    return {
      studentId: s.studentId,
      studentFullName: student.fullName,
      email: student.email,
      groupName: student.groupName,
      status: answer.status,
      tookTest: answer.status !== 'NOT_STARTED',
      points,
      ...points,
      passed: grade?.passed ?? null,
      dateOfPassTheTest: answer.dateOfPassTheTest,
      startedAt: answer.startedAt,
      awaitingReview: answer.attempts.some((a) => a.awaitingReview),
      attemptsCount: answer.attempts.length,
    };
  });
  const byName = (a: QuizResultRowDto, b: QuizResultRowDto) => a.studentFullName.localeCompare(b.studentFullName);
  return [...rows.filter((r) => r.tookTest).sort(byName), ...rows.filter((r) => !r.tookTest).sort(byName)];
}
