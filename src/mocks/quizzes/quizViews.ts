import type { QuizDto } from '../../api/quizAuthoring';
import type { QuizResultRowDto } from '../../api/quizResults';
import { buildQuiz, buildQuizAnswer } from '../builders/quizBuilders';
import { courseStudents, liveStudents, studentDto } from '../store/schoolViews';
import type { MockQuiz } from '../store/quizSeed';

/** A test, its results table and one student's answers, as the instructor reads them. */

/** A test as the instructor reads it, its counts from its attempts. */
export function testDto(entry: MockQuiz): QuizDto {
  return buildQuiz({ ...entry.test, answersCount: entry.attempts.length });
}

export function answerOf(entry: MockQuiz, studentId: number) {
  const student = liveStudents().find((s) => s.studentId === studentId);
  const attempt = entry.attempts.find((a) => a.studentId === studentId);
  const test = testDto(entry);
  return buildQuizAnswer(test, {
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
    const finished = answer.status === 'SUBMITTED' || answer.status === 'TIME_UP';
    const points = { pointsReceived: answer.points?.pointsReceived ?? 0, maxPoints: answer.points?.maxPoints ?? test.maxPoints };
    return {
      studentId: s.studentId,
      studentFullName: student.fullName,
      email: student.email,
      groupName: student.groupName,
      status: answer.status,
      tookTest: answer.status !== 'NOT_STARTED',
      points,
      ...points,
      passed: finished ? answer.passed : null,
      dateOfPassTheTest: answer.dateOfPassTheTest,
      startedAt: answer.startedAt,
      awaitingReview: answer.awaitingReview,
    };
  });
  const byName = (a: QuizResultRowDto, b: QuizResultRowDto) => a.studentFullName.localeCompare(b.studentFullName);
  return [...rows.filter((r) => r.tookTest).sort(byName), ...rows.filter((r) => !r.tookTest).sort(byName)];
}
