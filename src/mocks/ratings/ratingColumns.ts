import type { QuizDto } from '../../api/quizAuthoring';
import type { RatingLessonColumn } from '../../api/ratings';
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
