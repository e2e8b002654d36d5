import { http, HttpResponse, type RequestHandler } from 'msw';
import { COURSE_ARCHIVED } from '../../api/courseCopy';
import type { CourseDto } from '../../api/types';
import { buildCourse } from '../builders/builders';
import { allow, API_PATTERN, errorResponse, idOf, matchesSearch, messageResponse, pagedJson, readJson } from '../mockHttp';
import { putAndPatch } from '../putAndPatch';
import { courseDto, liveCourses, newId, trashRow } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { catalogFields } from './catalogFields';

/** The admin's courses (SPEC §7 Courses): list, create, read, edit and trash. */

const API = API_PATTERN;

export const courseHandlers: RequestHandler[] = [
  http.get(`${API}/courses`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    // archived=true: only archived courses; false: the others; left out: all (as the server).
    const archived = new URL(request.url).searchParams.get('archived');
    return pagedJson(
      request,
      liveCourses()
        .filter((c) => matchesSearch(request, c.courseName, c.description))
        .filter((c) => archived === null || String(c.archived) === archived)
        .map(courseDto),
    );
  }),
  http.post(`${API}/courses`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const body = catalogFields(request, await readJson(request), 'courseName');
    if (body instanceof Response) return body;
    const course = buildCourse({ id: newId(), ...body.fields, createdAt: new Date().toISOString() } as Partial<CourseDto>);
    mockStore.school.courses.push(course);
    return messageResponse(request, 'courses.created', {}, courseDto(course));
  }),
  http.get(`${API}/courses/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const course = liveCourses().find((c) => c.id === idOf(params.id));
    return course ? HttpResponse.json(courseDto(course)) : errorResponse(request, 404, 'errors.notFound');
  }),
  ...putAndPatch(
    `${API}/courses/:id`,
    (id) => liveCourses().find((c) => c.id === id),
    (request, course, json) => {
      if (course.archived) return errorResponse(request, 409, 'courseCopy.archived', { code: COURSE_ARCHIVED });
      const body = catalogFields(request, json, 'courseName');
      if (body instanceof Response) return body;
      Object.assign(course, body.fields);
      return messageResponse(request, 'courses.updated', {}, courseDto(course));
    },
  ),
  http.delete(`${API}/courses/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const course = liveCourses().find((c) => c.id === idOf(params.id));
    if (!course) return errorResponse(request, 404, 'errors.notFound');
    trashRow('COURSE', course.id, course.courseName);
    return messageResponse(request, 'courses.trashed');
  }),
];
