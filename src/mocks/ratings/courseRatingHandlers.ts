import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { RATING_MAX_SIZE, RATING_SORT_PATTERN, type CourseRatingQuery } from '../../api/ratings';
import { allow, API_PATTERN, errorResponse, messageResponse, readJson } from '../mockHttp';
import { liveCourses } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { instructorCourseIds } from '../store/demoCallers';
import { courseRating, distributionOf, groupRows } from './courseRating';
import { readableCourse } from './ratingAccess';

/** The course rating table (search, sort, order, paging), its distribution and the group ratings. */

const API = API_PATTERN;

const percent = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

export const courseRatingHandlers: RequestHandler[] = [
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
    if (body.missingCountsZero !== undefined && typeof body.missingCountsZero !== 'boolean')
      return errorResponse(request, 400, 'validation.fieldInvalid', { field: 'missingCountsZero', params: { field: 'missingCountsZero' } });
    const input = { tasks: body.tasks as number, tests: body.tests as number, exams: body.exams as number };
    const sum = input.tasks + input.tests + input.exams;
    if (sum !== 100) return errorResponse(request, 400, 'ratings.distributionSum', { field: 'distribution', params: { sum } });
    const kept = distributionOf(course.found.id).missingCountsZero;
    mockStore.ratings.distributions.set(course.found.id, {
      ...input,
      missingCountsZero: (body.missingCountsZero as boolean | undefined) ?? kept,
    });
    return messageResponse(request, 'ratings.distributionSaved', undefined, distributionOf(course.found.id));
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
