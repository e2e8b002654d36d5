import type { StudentQuizResult, StudentResultsDto, StudentTaskResult } from '../../api/studentResults';
import type { TaskDto } from '../../api/tasks';
import { courseLessons, isShown } from '../learning/lessonViews';
import { scoreCourseRating, type StudentScores } from '../builders/ratingBuilders';
import { distributionOf } from '../ratings/courseRating';
import { attemptPoints, dueOf, lessonColumns, quizMaxPoints } from '../ratings/ratingColumns';
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

/** One student's scores: the demo student's from their own work and attempts, the others' from the instructor's results. */
function scoresOf(
  student: { studentId: number; name: string; lastname: string; groupName?: string | null },
  isMe: boolean,
  tasks: TaskDto[],
  tests: MockQuiz[],
): StudentScores {
  const scores: StudentScores = {
    studentId: student.studentId,
    studentFullName: `${student.name} ${student.lastname}`,
    groupName: student.groupName ?? null,
    tasks: {},
    tests: {},
    exams: {},
    overrides: { tasks: new Map() },
  };
  for (const task of tasks) {
    const answer = isMe ? mockStore.studentWork.answers.find((a) => a.taskId === task.taskId) : undefined;
    if (answer?.status === 'ACCEPTED') scores.tasks[String(task.taskId)] = answer.points ?? 0;
    if (answer?.status === 'WAITING') scores.overrides?.tasks?.set(String(task.taskId), false);
  }
  for (const entry of tests) {
    // The grade by the test's method, as the server's rating reads test_grades.
    const points = isMe ? myGrade(entry.test)?.pointsReceived : attemptPoints(entry, student.studentId);
    if (points !== undefined) scores.tests[String(entry.test.testId)] = points;
  }
  return scores;
}

/** The course rating as the server counts it, over the mock school. */
export function courseRating(courseId: number) {
  const tasks = mockStore.studentWork.tasks.filter((t) => t.courseId === courseId);
  const tests = mockStore.quizzes.filter((e) => e.test.courseId === courseId);
  const myId = demoStudent()?.studentId;
  const columns = lessonColumns(courseId, tasks);
  const course = liveCourses().find((c) => c.id === courseId);
  const students = courseStudents(courseId).map((student) => scoresOf(student, student.studentId === myId, tasks, tests));
  const rating = scoreCourseRating(
    {
      courseId,
      courseName: course?.courseName ?? '',
      lessons: columns,
      exams: [],
      distribution: distributionOf(courseId),
      isDue: dueOf(tasks, tests, []),
    },
    students,
    { sort: 'total' },
  );
  return {
    courseName: rating.courseName,
    lessons: courseLessons(courseId),
    columns,
    tasksMax: rating.tasksMax,
    testsMax: rating.testsMax,
    distribution: rating.distribution,
    rows: rating.students,
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
    distribution: rating.distribution,
  };
}
