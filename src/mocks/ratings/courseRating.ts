import {
  DEFAULT_DISTRIBUTION,
  DEFAULT_MISSING_COUNTS_ZERO,
  type CourseRatingQuery,
  type GroupRatingRow,
  type RatingDistributionDto,
} from '../../api/ratings';
import type { CourseDto } from '../../api/types';
import { scoreCourseRating, type StudentScores } from '../builders/ratingBuilders';
import { courseStudents, liveCourses, liveGroups, studentDto } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { attemptPoints, dueOf, lessonColumns } from './ratingColumns';

/**
 * The instructor's course and group ratings, scored as the server scores them from the mock
 * lessons, tasks, answers, test attempts and exam marks.
 */

export function distributionOf(courseId: number): RatingDistributionDto {
  const saved = mockStore.ratings.distributions.get(courseId);
  return { courseId, ...DEFAULT_DISTRIBUTION, missingCountsZero: DEFAULT_MISSING_COUNTS_ZERO, ...saved, isDefault: !saved };
}

/** The course's columns and every student's scores, from the other mock handler files. */
function courseFacts(courseId: number) {
  const tasks = mockStore.tasks.tasks.filter((t) => t.courseId === courseId);
  const tests = mockStore.quizzes.filter((e) => e.test.courseId === courseId);
  const exams = mockStore.ratings.exams.filter((e) => e.courseId === courseId);
  const students: StudentScores[] = courseStudents(courseId).map((student) => {
    const scores: StudentScores = {
      studentId: student.studentId,
      studentFullName: `${student.name} ${student.lastname}`,
      groupName: studentDto(student).groupName ?? null,
      tasks: {},
      tests: {},
      exams: {},
      overrides: { tasks: new Map() },
    };
    for (const answer of mockStore.tasks.answers) {
      if (answer.studentId !== student.studentId || !tasks.some((t) => t.taskId === answer.taskId)) continue;
      if (answer.status === 'ACCEPTED') scores.tasks[answer.taskId] = answer.points ?? 0;
      // Waiting for review: never missing.
      if (answer.status === 'WAITING') scores.overrides?.tasks?.set(String(answer.taskId), false);
    }
    for (const entry of tests) {
      const points = attemptPoints(entry, student.studentId);
      if (points !== undefined) scores.tests[entry.test.testId] = points;
    }
    for (const exam of exams) {
      const mark = mockStore.ratings.marks.get(exam.examId)?.get(student.studentId);
      if (mark !== undefined) scores.exams[exam.examId] = mark;
    }
    return scores;
  });
  return { columns: lessonColumns(courseId, tasks), exams, students, isDue: dueOf(tasks, tests, exams) };
}

export function courseRating(course: CourseDto, query: CourseRatingQuery = {}) {
  const { columns, exams, students, isDue } = courseFacts(course.id);
  return scoreCourseRating(
    { courseId: course.id, courseName: course.courseName, lessons: columns, exams, distribution: distributionOf(course.id), isDue },
    students,
    query,
  );
}

/** The group rating: per course (by name), each group's averages, best first. */
export function groupRows(courseIds: number[]): GroupRatingRow[] {
  const rows: GroupRatingRow[] = [];
  const courses = liveCourses()
    .filter((c) => courseIds.includes(c.id))
    .sort((a, b) => a.courseName.localeCompare(b.courseName));
  for (const course of courses) {
    const rating = courseRating(course);
    const groupIds = new Map(courseStudents(course.id).map((s) => [s.studentId, s.groupId]));
    const perCourse: GroupRatingRow[] = [];
    for (const group of liveGroups()) {
      const members = rating.students.filter((s) => groupIds.get(s.studentId) === group.id);
      if (!members.length) continue;
      const mean = (f: (s: (typeof members)[number]) => number) =>
        Math.round((members.reduce((s, m) => s + f(m), 0) / members.length) * 100) / 100;
      perCourse.push({
        courseId: course.id,
        courseName: course.courseName,
        groupId: group.id,
        groupName: group.groupName,
        studentsCount: members.length,
        tasksAverage: mean((m) => m.tasksTotal),
        testsAverage: mean((m) => m.testsTotal),
        examsAverage: mean((m) => m.examsAverage),
        totalAverage: mean((m) => m.total),
        tasksMax: rating.tasksMax,
        testsMax: rating.testsMax,
      });
    }
    rows.push(...perCourse.sort((a, b) => b.totalAverage - a.totalAverage));
  }
  return rows;
}
