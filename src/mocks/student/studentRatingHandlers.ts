import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { StudentsRatingDto } from '../../api/ratings';
import { buildStudentRating } from '../builders/studentQuizBuilders';
import { isShown } from '../learning/lessonViews';
import { API_PATTERN } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { myCourse } from './attempts';
import { courseRating, resultsOf } from './studentRating';

/** The student's own rating row, their results of a course and the course's table of places. */

const API = API_PATTERN;

export const studentRatingHandlers: RequestHandler[] = [
  http.get(`${API}/student/rating/:courseId`, async ({ request, params }) => {
    await delay();
    const course = myCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    const rating = courseRating(course.found.courseId);
    const shownIds = new Set(rating.lessons.filter(isShown).map((l) => l.id));
    const student = rating.rows.find((r) => r.studentId === course.found.studentId);
    return HttpResponse.json(
      buildStudentRating({
        courseId: course.found.courseId,
        courseName: rating.courseName,
        distribution: rating.distribution,
        tasksMax: rating.tasksMax,
        testsMax: rating.testsMax,
        lessons: rating.columns.filter((c) => shownIds.has(c.lessonId)),
        exams: [],
        student,
        studentsCount: rating.rows.length,
      }),
    );
  }),

  http.get(`${API}/student/results/:courseId`, async ({ request, params }) => {
    await delay();
    const course = myCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    return HttpResponse.json(resultsOf(course.found.courseId, course.found.studentId));
  }),

  http.get(`${API}/student/all/ratings/:courseId`, async ({ request, params }) => {
    await delay();
    const course = myCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    const rating = courseRating(course.found.courseId);
    const classmatesShown = mockStore.schoolSettings.ratingNamesVisible;
    const rows = classmatesShown ? rating.rows : rating.rows.filter((r) => r.studentId === course.found.studentId);
    const body: StudentsRatingDto = {
      courseId: course.found.courseId,
      courseName: rating.courseName,
      classmatesShown,
      studentsCount: rating.rows.length,
      objects: rows.map((r) => ({
        studentId: r.studentId,
        studentFullName: r.studentFullName,
        place: r.place,
        total: r.total,
        isMe: r.studentId === course.found.studentId,
      })),
      count: rows.length,
    };
    return HttpResponse.json(body);
  }),
];
