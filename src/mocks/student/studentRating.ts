import { DEFAULT_DISTRIBUTION, type RatingStudentRow } from '../../api/ratings';
import type { StudentQuizResult, StudentResultsDto, StudentTaskResult } from '../../api/studentResults';
import type { TaskDto } from '../../api/tasks';
import { courseLessons, isShown } from '../learning/lessonViews';
import { attemptPoints, lessonColumns, quizMaxPoints } from '../ratings/ratingColumns';
import { courseStudents, liveCourses } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import type { MockQuiz } from '../store/quizSeed';
import { demoStudent } from '../store/demoCallers';
import { closeIfExpired } from './attempts';
import { myGrade } from './attemptRules';

/**
 * The course rating as the student sees it (src/api/ratings.ts), over the tasks as the student's
 * handlers hold them with the demo student's answers and attempts, and the student's own results.
 */

interface Scores {
  tasks: Record<string, number>;
  tests: Record<string, number>;
}

/** One student's scores: the demo student's from their own work and attempts, the others' from the instructor's results. */
function scoresOf(studentId: number, isMe: boolean, tasks: TaskDto[], tests: MockQuiz[]): Scores {
  const scores: Scores = { tasks: {}, tests: {} };
  for (const task of tasks) {
    const answer = isMe ? mockStore.studentWork.answers.find((a) => a.taskId === task.taskId) : undefined;
    scores.tasks[String(task.taskId)] = answer?.status === 'ACCEPTED' ? (answer.points ?? 0) : 0;
  }
  for (const entry of tests) {
    // The grade by the test's method, as the server's rating reads test_grades.
    const points = isMe ? myGrade(entry.test)?.pointsReceived : attemptPoints(entry, studentId);
    scores.tests[String(entry.test.testId)] = points ?? 0;
  }
  return scores;
}

/** The course rating as the server counts it, over the mock school. */
export function courseRating(courseId: number) {
  const tasks = mockStore.studentWork.tasks.filter((t) => t.courseId === courseId);
  const tests = mockStore.quizzes.filter((e) => e.test.courseId === courseId);
  const tasksMax = tasks.reduce((s, t) => s + t.mark, 0);
  const testsMax = tests.reduce((s, e) => s + quizMaxPoints(e.test), 0);
  const myId = demoStudent()?.studentId;
  const rows: RatingStudentRow[] = courseStudents(courseId).map((student) => {
    const scores = scoresOf(student.studentId, student.studentId === myId, tasks, tests);
    const tasksTotal = Object.values(scores.tasks).reduce((s, n) => s + n, 0);
    const testsTotal = Object.values(scores.tests).reduce((s, n) => s + n, 0);
    const parts = [
      { weight: DEFAULT_DISTRIBUTION.tasks, share: tasksMax ? tasksTotal / tasksMax : null },
      { weight: DEFAULT_DISTRIBUTION.tests, share: testsMax ? testsTotal / testsMax : null },
    ].filter((p) => p.share !== null);
    const weights = parts.reduce((s, p) => s + p.weight, 0);
    const total = weights ? Math.round((parts.reduce((s, p) => s + p.weight * (p.share ?? 0), 0) / weights) * 10000) / 100 : 0;
    return {
      studentId: student.studentId,
      studentFullName: `${student.name} ${student.lastname}`,
      groupName: student.groupName ?? null,
      place: 0,
      tasks: scores.tasks,
      tests: scores.tests,
      exams: {},
      tasksTotal: Math.round(tasksTotal * 100) / 100,
      testsTotal: Math.round(testsTotal * 100) / 100,
      examsAverage: 0,
      total,
    };
  });
  rows.sort((a, b) => b.total - a.total || a.studentFullName.localeCompare(b.studentFullName));
  rows.forEach((row, i) => (row.place = i > 0 && rows[i - 1].total === row.total ? rows[i - 1].place : i + 1));
  const course = liveCourses().find((c) => c.id === courseId);
  return {
    courseName: course?.courseName ?? '',
    lessons: courseLessons(courseId),
    columns: lessonColumns(courseId, tasks),
    tasksMax,
    testsMax,
    rows,
  };
}

/** GET /student/results/{courseId}: the demo student's own results, from the rating above and their work. */
export function resultsOf(courseId: number, studentId: number): StudentResultsDto {
  const rating = courseRating(courseId);
  const student = rating.rows.find((r) => r.studentId === studentId)!;
  const work = mockStore.studentWork;
  const lessons = rating.lessons.filter(isShown).map((lesson) => ({
    lessonId: lesson.id,
    lessonName: lesson.lessonName,
    tasks: work.tasks
      .filter((task) => task.lessonId === lesson.id)
      .map((task): StudentTaskResult => {
        const answer = work.answers.find((a) => a.taskId === task.taskId);
        return {
          taskId: task.taskId,
          taskName: task.taskName,
          deadline: task.deadline,
          mark: task.mark,
          status: answer?.status ?? null,
          late: answer?.late ?? false,
          points: answer?.status === 'ACCEPTED' ? answer.points : null,
          comment: answer?.comment ?? null,
        };
      }),
    tests: mockStore.quizzes
      .filter((entry) => entry.test.lessonId === lesson.id)
      .map(({ test }): StudentQuizResult => {
        // As the server: status and date of the latest attempt, points and passed of the grade by the test's method.
        const attempt = closeIfExpired(test, mockStore.studentAttempts.get(test.testId));
        const grade = myGrade(test);
        return {
          testId: test.testId,
          testName: test.name,
          maxPoints: quizMaxPoints(test),
          status: attempt?.status ?? null,
          pointsReceived: grade?.pointsReceived ?? null,
          passed: grade?.passed ?? null,
          submittedAt: attempt && attempt.status !== 'IN_PROGRESS' ? attempt.submittedAt : null,
        };
      }),
  }));
  return {
    courseId,
    courseName: rating.courseName,
    lessons,
    exams: [],
    rating: student,
    studentsCount: rating.rows.length,
    tasksMax: rating.tasksMax,
    testsMax: rating.testsMax,
    distribution: { courseId, ...DEFAULT_DISTRIBUTION, isDefault: true },
  };
}
