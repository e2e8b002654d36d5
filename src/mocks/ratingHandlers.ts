import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  DEFAULT_DISTRIBUTION,
  EXAM_MARK_MAX,
  EXAM_NAME_MAX,
  RATING_MAX_SIZE,
  RATING_SORT_PATTERN,
  type CourseRatingQuery,
  type ExamDto,
  type GroupRatingRow,
  type RatingDistributionDto,
  type RatingLessonColumn,
} from '../api/ratings';
import type { CourseDto } from '../api/types';

import { buildExam, buildLessonColumn, scoreCourseRating, type StudentScores } from './builders/ratingBuilders';
import { buildQuizAnswer } from './builders/quizBuilders';
import { allow, API_PATTERN, errorResponse, idOf, messageResponse, readJson, text, type Access } from './mockHttp';
import { courseStudents, liveCourses, liveGroups, studentDto } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import { instructorCourseIds } from './store/demoCallers';

const API = API_PATTERN;

/**
 * msw handlers of the instructor's side of SPEC §7 Ratings and exams (src/api/ratings.ts):
 * exams and marks, the distribution, the course rating table (scored from the mock lessons,
 * tasks, answers and test attempts of the other handler files, as the server scores it, with
 * its search, sort and order) and the group rating. Answers in the server's words and shapes.
 */

/** A course the caller may read (an admin: any live one; an instructor: their own), or the server's refusal. */
function readableCourse(
  request: Request,
  courseId: unknown,
  roles: Array<'ADMIN' | 'INSTRUCTOR'> = ['ADMIN', 'INSTRUCTOR'],
): Access<CourseDto> {
  const who = allow(request, roles);
  if ('denied' in who) return who;
  const ids = who.role === 'INSTRUCTOR' ? instructorCourseIds() : liveCourses().map((c) => c.id);
  const course = liveCourses().find((c) => c.id === idOf(courseId) && ids.includes(c.id));
  return course ? { found: course } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function ownExam(request: Request, examId: unknown): Access<ExamDto> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const exam = mockStore.ratings.exams.find((e) => e.examId === idOf(examId) && instructorCourseIds().includes(e.courseId));
  return exam ? { found: exam } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function distributionOf(courseId: number): RatingDistributionDto {
  const saved = mockStore.ratings.distributions.get(courseId);
  return { courseId, ...(saved ?? DEFAULT_DISTRIBUTION), isDefault: !saved };
}

/** The course's columns and every student's scores, from the other mock handler files. */
function courseFacts(courseId: number) {
  const lessons = mockStore.learning.lessons.filter((l) => l.courseId === courseId).sort((a, b) => a.position - b.position);
  const tasks = mockStore.tasks.tasks.filter((t) => t.courseId === courseId);
  const tests = mockStore.quizzes.filter((e) => e.test.courseId === courseId);
  const columns: RatingLessonColumn[] = lessons.map((lesson) =>
    buildLessonColumn({
      lessonId: lesson.id,
      lessonName: lesson.lessonName,
      tasks: tasks.filter((t) => t.lessonId === lesson.id).map((t) => ({ taskId: t.taskId, taskName: t.taskName, maxPoints: t.mark })),
      tests: tests
        .filter((e) => e.test.lessonId === lesson.id)
        .map((e) => ({ testId: e.test.testId, testName: e.test.name, maxPoints: e.test.questions.reduce((s, q) => s + q.points, 0) })),
    }),
  );
  const exams = mockStore.ratings.exams.filter((e) => e.courseId === courseId);
  const students: StudentScores[] = courseStudents(courseId).map((student) => {
    const scores: StudentScores = {
      studentId: student.studentId,
      studentFullName: `${student.name} ${student.lastname}`,
      groupName: studentDto(student).groupName ?? null,
      tasks: {},
      tests: {},
      exams: {},
    };
    for (const answer of mockStore.tasks.answers) {
      if (answer.studentId === student.studentId && answer.status === 'ACCEPTED' && tasks.some((t) => t.taskId === answer.taskId))
        scores.tasks[answer.taskId] = answer.points ?? 0;
    }
    for (const entry of tests) {
      const attempt = entry.attempts.find((a) => a.studentId === student.studentId);
      if (!attempt || attempt.status === 'IN_PROGRESS') continue;
      scores.tests[entry.test.testId] =
        buildQuizAnswer(entry.test, {
          status: attempt.status,
          chosen: attempt.chosen,
          others: attempt.others,
          otherPoints: attempt.otherPoints,
        }).points?.pointsReceived ?? 0;
    }
    for (const exam of exams) {
      const mark = mockStore.ratings.marks.get(exam.examId)?.get(student.studentId);
      if (mark !== undefined) scores.exams[exam.examId] = mark;
    }
    return scores;
  });
  return { columns, exams, students, groupIds: new Map(courseStudents(courseId).map((s) => [s.studentId, s.groupId])) };
}

function courseRating(course: CourseDto, query: CourseRatingQuery = {}) {
  const { columns, exams, students } = courseFacts(course.id);
  return scoreCourseRating(
    { courseId: course.id, courseName: course.courseName, lessons: columns, exams, distribution: distributionOf(course.id) },
    students,
    query,
  );
}

function groupRows(courseIds: number[]): GroupRatingRow[] {
  const rows: GroupRatingRow[] = [];
  const courses = liveCourses()
    .filter((c) => courseIds.includes(c.id))
    .sort((a, b) => a.courseName.localeCompare(b.courseName));
  for (const course of courses) {
    const rating = courseRating(course);
    const { groupIds } = courseFacts(course.id);
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

const percent = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

export const ratingHandlers: RequestHandler[] = [
  http.get(`${API}/courses/:courseId/students/rating`, async ({ request, params }) => {
    await delay();
    const course = readableCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    const url = new URL(request.url);
    const sort = url.searchParams.get('sort') ?? 'name';
    if (!new RegExp(RATING_SORT_PATTERN).test(sort))
      return errorResponse(request, 400, 'validation.fieldPattern', { field: 'sort', params: { field: 'sort' } });
    const order = url.searchParams.get('order');
    const size = Number(url.searchParams.get('size') ?? 0);
    if (!Number.isInteger(size) || size < 0 || size > RATING_MAX_SIZE)
      return errorResponse(request, 400, 'validation.fieldMaximum', { field: 'size', params: { field: 'size', limit: RATING_MAX_SIZE } });
    return HttpResponse.json(
      courseRating(course.found, {
        search: url.searchParams.get('search') ?? undefined,
        sort: sort as CourseRatingQuery['sort'],
        order: order === 'asc' || order === 'desc' ? order : undefined,
        page: Number(url.searchParams.get('page') ?? 1) || 1,
        size,
      }),
    );
  }),

  http.get(`${API}/courses/:courseId/rating/distribution`, async ({ request, params }) => {
    await delay();
    const course = readableCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    return HttpResponse.json(distributionOf(course.found.id));
  }),

  http.post(`${API}/courses/:courseId/rating/distribution`, async ({ request, params }) => {
    await delay();
    const course = readableCourse(request, params.courseId, ['INSTRUCTOR']);
    if ('denied' in course) return course.denied;
    const body = await readJson(request);
    for (const part of ['tasks', 'tests', 'exams'] as const) {
      if (!percent(body[part])) return errorResponse(request, 400, 'validation.fieldInvalid', { field: part, params: { field: part } });
    }
    const input = { tasks: body.tasks as number, tests: body.tests as number, exams: body.exams as number };
    const sum = input.tasks + input.tests + input.exams;
    if (sum !== 100) return errorResponse(request, 400, 'ratings.distributionSum', { field: 'distribution', params: { sum } });
    mockStore.ratings.distributions.set(course.found.id, input);
    return messageResponse(request, 'ratings.distributionSaved', undefined, distributionOf(course.found.id));
  }),

  http.post(`${API}/exam/create/:courseId`, async ({ request, params }) => {
    await delay();
    const course = readableCourse(request, params.courseId, ['INSTRUCTOR']);
    if ('denied' in course) return course.denied;
    const body = await readJson(request);
    const name = text(body.name).trim();
    if (!name || name.length > EXAM_NAME_MAX)
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
    const date = text(body.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      return errorResponse(request, 400, 'validation.fieldPattern', { field: 'date', params: { field: 'date' } });
    const exam = buildExam({ examId: ++mockStore.ratings.nextId, courseId: course.found.id, name, date });
    mockStore.ratings.exams.push(exam);
    return messageResponse(request, 'ratings.examCreated', undefined, exam);
  }),

  http.delete(`${API}/exam/delete/:examId`, async ({ request, params }) => {
    await delay();
    const exam = ownExam(request, params.examId);
    if ('denied' in exam) return exam.denied;
    const ratings = mockStore.ratings;
    ratings.exams = ratings.exams.filter((e) => e.examId !== exam.found.examId);
    ratings.marks.delete(exam.found.examId);
    return messageResponse(request, 'ratings.examDeleted');
  }),

  http.put(`${API}/exam/:examId/give/mark/:studentId`, async ({ request, params }) => {
    await delay();
    const exam = ownExam(request, params.examId);
    if ('denied' in exam) return exam.denied;
    const body = await readJson(request);
    const mark = body.mark;
    if (mark !== null && !(typeof mark === 'number' && Number.isInteger(mark) && mark >= 0 && mark <= EXAM_MARK_MAX)) {
      return errorResponse(request, 400, 'validation.fieldMaximum', { field: 'mark', params: { field: 'mark', limit: EXAM_MARK_MAX } });
    }
    const studentId = idOf(params.studentId);
    if (!courseStudents(exam.found.courseId).some((s) => s.studentId === studentId)) {
      return errorResponse(request, 400, 'ratings.notCourseStudent', { field: 'studentId', params: { id: studentId } });
    }
    const marks = mockStore.ratings.marks.get(exam.found.examId) ?? new Map<number, number>();
    mockStore.ratings.marks.set(exam.found.examId, marks);
    if (mark === null) marks.delete(studentId);
    else marks.set(studentId, mark);
    return messageResponse(request, mark === null ? 'ratings.markRemoved' : 'ratings.markGiven', undefined, {
      examId: exam.found.examId,
      studentId,
      mark,
    });
  }),

  http.get(`${API}/courses/:courseId/groups/rating`, async ({ request, params }) => {
    await delay();
    const course = readableCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    const objects = groupRows([course.found.id]);
    return HttpResponse.json({ objects, count: objects.length });
  }),

  http.get(`${API}/groups/rating`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    const objects = groupRows(who.role === 'INSTRUCTOR' ? instructorCourseIds() : liveCourses().map((c) => c.id));
    return HttpResponse.json({ objects, count: objects.length });
  }),
];
