import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { LESSON_NAME_MAX, parseOffsetDateTime } from '../../api/learning';
import { buildTrashItem } from '../builders/builders';
import { API_PATTERN, authorize, errorResponse, matchesSearch, messageResponse, pagedJson, readJson, text } from '../mockHttp';
import { courseDto, newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import type { MockLesson } from '../store/learningSeed';
import { instructorCourses } from '../store/demoCallers';
import { ownCourse, ownLesson } from './instructorAccess';
import { courseLessons, lessonDetail, lessonDto } from './lessonViews';
import { textProblem } from './fieldProblems';

/** The instructor's courses (GET /courses, one course) and their lessons: list, create, read, edit, trash and move. */

const API = API_PATTERN;

function renumber(courseId: number): void {
  courseLessons(courseId).forEach((lesson, index) => {
    lesson.position = index + 1;
  });
}

/** The name and show date of a lesson body, or the server's 400. */
function lessonFields(request: Request, body: Record<string, unknown>): Pick<MockLesson, 'lessonName' | 'showDate'> | Response {
  const problem = textProblem(request, body, 'lessonName', LESSON_NAME_MAX);
  if (problem) return problem;
  const showDate = parseOffsetDateTime(text(body.showDate));
  if (!showDate) return errorResponse(request, 400, 'lessons.dateTimeInvalid', { field: 'showDate', params: { field: 'showDate' } });
  return { lessonName: text(body.lessonName).trim(), showDate: showDate.toISOString() };
}

export const instructorCourseHandlers: RequestHandler[] = [
  // An instructor's own courses; an admin's list is the admin handlers' (this returns nothing for it).
  http.get(`${API}/courses`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who || who.role !== 'INSTRUCTOR') return undefined;
    await delay();
    return pagedJson(
      request,
      instructorCourses()
        .filter((c) => matchesSearch(request, c.courseName, c.description))
        .map(courseDto),
    );
  }),
  http.get(`${API}/courses/:id`, async ({ request, params }) => {
    const who = authorize(request);
    if ('denied' in who || who.role !== 'INSTRUCTOR') return undefined;
    await delay();
    const course = ownCourse(request, params.id);
    return 'denied' in course ? course.denied : HttpResponse.json(courseDto(course.found));
  }),
];

export const lessonHandlers: RequestHandler[] = [
  http.get(`${API}/courses/:courseId/lessons`, async ({ request, params }) => {
    await delay();
    const course = ownCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    return pagedJson(request, courseLessons(course.found.id).map(lessonDto));
  }),
  http.post(`${API}/courses/:courseId/lessons`, async ({ request, params }) => {
    await delay();
    const course = ownCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    const fields = lessonFields(request, await readJson(request));
    if (fields instanceof Response) return fields;
    const now = new Date().toISOString();
    const lesson: MockLesson = {
      id: newId(),
      courseId: course.found.id,
      ...fields,
      position: courseLessons(course.found.id).length + 1,
      createdAt: now,
      updatedAt: now,
    };
    mockStore.learning.lessons.push(lesson);
    return messageResponse(request, 'lessons.created', {}, lessonDto(lesson));
  }),
  http.get(`${API}/courses/:courseId/lessons/:lessonId`, async ({ request, params }) => {
    await delay();
    const lesson = ownLesson(request, params.courseId, params.lessonId);
    return 'denied' in lesson ? lesson.denied : HttpResponse.json(lessonDetail(lesson.found));
  }),
  http.put(`${API}/courses/:courseId/lessons/:lessonId`, async ({ request, params }) => {
    await delay();
    const lesson = ownLesson(request, params.courseId, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    const fields = lessonFields(request, await readJson(request));
    if (fields instanceof Response) return fields;
    Object.assign(lesson.found, fields, { updatedAt: new Date().toISOString() });
    return messageResponse(request, 'lessons.updated', {}, lessonDto(lesson.found));
  }),
  http.delete(`${API}/courses/:courseId/lessons/:lessonId`, async ({ request, params }) => {
    await delay();
    const lesson = ownLesson(request, params.courseId, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    const state = mockStore.learning;
    state.lessons = state.lessons.filter((l) => l !== lesson.found);
    renumber(lesson.found.courseId);
    const now = new Date().toISOString();
    mockStore.school.trash.unshift({
      ...buildTrashItem({ trashId: newId(), type: 'LESSON', name: lesson.found.lessonName, deletedAt: now }, 0, now),
      entityId: lesson.found.id,
    });
    return messageResponse(request, 'lessons.trashed');
  }),
  http.put(`${API}/courses/:courseId/lessons/:lessonId/drag/:position`, async ({ request, params }) => {
    await delay();
    const lesson = ownLesson(request, params.courseId, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    const ordered = courseLessons(lesson.found.courseId);
    const position = Number(params.position);
    if (!Number.isInteger(position) || position < 1) {
      return errorResponse(request, 400, 'validation.fieldMinimum', { field: 'position', params: { field: 'position', limit: 1 } });
    }
    if (position > ordered.length) {
      return errorResponse(request, 400, 'validation.fieldMaximum', {
        field: 'position',
        params: { field: 'position', limit: ordered.length },
      });
    }
    const rest = ordered.filter((l) => l !== lesson.found);
    rest.splice(position - 1, 0, lesson.found);
    rest.forEach((l, index) => {
      l.position = index + 1;
    });
    return messageResponse(request, 'lessons.moved', { position });
  }),
];
