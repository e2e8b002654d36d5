import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { courseLessons, lessonDetail, lessonDto } from '../learning/lessonViews';
import { API_PATTERN, pagedJson } from '../mockHttp';
import { courseDto } from '../store/schoolViews';
import { studentCourses } from '../store/demoCallers';
import { blocked, isStudent, myCourse, myLesson } from './studentAccess';

/** The student's courses (except blocked ones), a course, its shown lessons and a lesson with its materials. */

const API = API_PATTERN;

export const studentCourseHandlers: RequestHandler[] = [
  http.get(`${API}/courses`, async ({ request }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    return pagedJson(
      request,
      studentCourses()
        .filter((c) => !blocked(c.id))
        .map(courseDto),
    );
  }),
  http.get(`${API}/courses/:id`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const course = myCourse(request, params.id);
    return 'denied' in course ? course.denied : HttpResponse.json(courseDto(course.found));
  }),
  http.get(`${API}/courses/:courseId/lessons`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const course = myCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    return pagedJson(request, courseLessons(course.found.id, { shownOnly: true }).map(lessonDto));
  }),
  http.get(`${API}/courses/:courseId/lessons/:lessonId`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const lesson = myLesson(request, params.lessonId, params.courseId);
    return 'denied' in lesson ? lesson.denied : HttpResponse.json(lessonDetail(lesson.found, { shownOnly: true }));
  }),
];
