import type { QuizDto } from '../../api/quizAuthoring';
import { examIsDue, type RatingPartName } from '../../api/ratingFormula';
import type { ExamDto, RatingLessonColumn } from '../../api/ratings';
import type { TaskDto } from '../../api/tasks';
import { buildLessonColumn } from '../builders/ratingBuilders';
import { courseLessons } from '../learning/lessonViews';
import { mockStore } from '../store/mockStore';
import { gradeOfStudent, testDto } from '../quizzes/quizViews';
import type { MockQuiz } from '../store/quizSeed';

/**
 * What the instructor's and the student's rating both count a course by: its lessons in order
 * with their tasks and tests, and a student's grade on a test.
 */

export const quizMaxPoints = (test: QuizDto) => test.questions.reduce((sum, q) => sum + q.points, 0);

/** The course's lesson columns over `tasks` (the instructor's or the student's copy) and the course's tests. */
export function lessonColumns(courseId: number, tasks: TaskDto[]): RatingLessonColumn[] {
  const tests = mockStore.quizzes.filter((e) => e.test.courseId === courseId);
  return courseLessons(courseId).map((lesson) =>
    buildLessonColumn({
      lessonId: lesson.id,
      lessonName: lesson.lessonName,
      tasks: tasks.filter((t) => t.lessonId === lesson.id).map((t) => ({ taskId: t.taskId, taskName: t.taskName, maxPoints: t.mark })),
      tests: tests
        .filter((e) => e.test.lessonId === lesson.id)
        .map((e) => ({ testId: e.test.testId, testName: e.test.name, maxPoints: quizMaxPoints(e.test) })),
    }),
  );
}

/**
 * A student's points on a test as the rating counts them: the grade by the test's method over
 * their finished attempts (the server's test_grades), as the results table shows it; undefined
 * until an attempt is finished.
 */
export function attemptPoints(entry: MockQuiz, studentId: number): number | undefined {
  return gradeOfStudent(testDto(entry), entry, studentId)?.pointsReceived;
}

/**
 * Whether a course's item is past due now, as the server decides it: a task's deadline, a
 * published test's closing time, the day after an exam (by the browser's calendar).
 */
export function dueOf(tasks: TaskDto[], tests: MockQuiz[], exams: ExamDto[]): (part: RatingPartName, id: string) => boolean {
  const now = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const due = new Set<string>();
  for (const t of tasks) if (Date.parse(t.deadline) <= now) due.add(`tasks:${t.taskId}`);
  for (const { test } of tests) {
    if (test.publishedAt && test.closesAt && Date.parse(test.closesAt) <= now) due.add(`tests:${test.testId}`);
  }
  for (const e of exams) if (examIsDue(e.date, today)) due.add(`exams:${e.examId}`);
  return (part, id) => due.has(`${part}:${id}`);
}
