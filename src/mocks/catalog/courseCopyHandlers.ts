import { http, type RequestHandler } from 'msw';
import { COPY_OFFSET_MAX_DAYS, shiftDay } from '../../api/courseCopy';
import type { CourseDto } from '../../api/types';
import { allow, API_PATTERN, errorResponse, idOf, messageResponse, readJson } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { courseDto, liveCourses, newId } from '../store/schoolViews';

/*
 * A course's copy for a new term and archiving (POST courses/{id}/copy, PUT
 * courses/{id}/archive|unarchive), as the server does them (server/routes/courses/copyRoutes.ts):
 * the lessons with their materials, tasks and tests are copied with every date moved by the
 * offset; no groups, answers or attempts.
 */

const API = API_PATTERN;
const DAY_MS = 86_400_000;

/** A moment moved by whole days (the mock's school keeps no summer time). */
const shiftMoment = <T extends string | null | undefined>(moment: T, days: number): T =>
  (moment ? new Date(new Date(moment).getTime() + days * DAY_MS).toISOString() : moment) as T;

/** The body's fault as the server words it, or the checked input. */
function checkCopy(request: Request, body: Record<string, unknown>): Response | { name: string; days: number } {
  const name = typeof body.courseName === 'string' ? body.courseName.trim() : '';
  if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'courseName', params: { field: 'courseName' } });
  const days = body.dateOffsetDays;
  if (typeof days !== 'number' || !Number.isInteger(days)) {
    return errorResponse(request, 400, 'validation.fieldRequired', { field: 'dateOffsetDays', params: { field: 'dateOffsetDays' } });
  }
  if (Math.abs(days) > COPY_OFFSET_MAX_DAYS) {
    const key = days > 0 ? 'validation.fieldMaximum' : 'validation.fieldMinimum';
    const limit = days > 0 ? COPY_OFFSET_MAX_DAYS : -COPY_OFFSET_MAX_DAYS;
    return errorResponse(request, 400, key, { field: 'dateOffsetDays', params: { field: 'dateOffsetDays', limit } });
  }
  if (liveCourses().some((c) => c.courseName.toLowerCase() === name.toLowerCase())) {
    return errorResponse(request, 409, 'courses.nameTaken', { field: 'courseName', params: { name } });
  }
  return { name, days };
}

/** Copies the course's lessons and what hangs under them into `copyId`. */
function copyLessons(sourceId: number, copyId: number, days: number): void {
  const { learning, tasks } = mockStore;
  const lessonIds = new Map<number, number>();
  for (const lesson of learning.lessons.filter((l) => l.courseId === sourceId)) {
    const id = newId();
    lessonIds.set(lesson.id, id);
    learning.lessons.push({ ...lesson, id, courseId: copyId, showDate: shiftMoment(lesson.showDate, days) });
  }
  const under = <T extends { lessonId: number }>(rows: T[], copy: (row: T, lessonId: number) => T) =>
    rows.flatMap((row) => (lessonIds.has(row.lessonId) ? [copy(row, lessonIds.get(row.lessonId)!)] : []));
  learning.videos.push(...under(learning.videos, (v, lessonId) => ({ ...v, id: newId(), lessonId })));
  learning.links.push(...under(learning.links, (l, lessonId) => ({ ...l, id: newId(), lessonId })));
  learning.presentations.push(...under(learning.presentations, (p, lessonId) => ({ ...p, presentationId: newId(), lessonId })));
  tasks.tasks.push(
    ...under(tasks.tasks, (task, lessonId) => ({
      ...task,
      taskId: newId(),
      lessonId,
      courseId: copyId,
      deadline: shiftMoment(task.deadline, days),
    })),
  );
  const quizzes = mockStore.quizzes.filter((q) => lessonIds.has(q.test.lessonId));
  mockStore.quizzes.push(
    ...quizzes.map((q) => ({
      test: {
        ...q.test,
        testId: newId(),
        lessonId: lessonIds.get(q.test.lessonId)!,
        publishedAt: shiftMoment(q.test.publishedAt, days),
        answersCount: 0,
        hasAttempts: false,
      },
      attempts: [],
    })),
  );
}

export const courseCopyHandlers: RequestHandler[] = [
  http.post(`${API}/courses/:id/copy`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const source = liveCourses().find((c) => c.id === idOf(params.id));
    if (!source) return errorResponse(request, 404, 'errors.notFound');
    const input = checkCopy(request, await readJson(request));
    if (input instanceof Response) return input;
    const course: CourseDto = {
      ...source,
      id: newId(),
      courseName: input.name,
      dateOfFinish: source.dateOfFinish && shiftDay(source.dateOfFinish, input.days),
      archived: false,
      createdAt: new Date().toISOString(),
    };
    mockStore.school.courses.push(course);
    const { courseInstructors } = mockStore.school;
    courseInstructors.push(...courseInstructors.filter(([c]) => c === source.id).map(([, t]): [number, number] => [course.id, t]));
    copyLessons(source.id, course.id, input.days);
    const answer = messageResponse(request, 'courseCopy.copied', { name: course.courseName }, courseDto(course));
    return new Response(answer.body, { status: 201, headers: answer.headers });
  }),
  ...[true, false].map((archived) =>
    http.put(`${API}/courses/:id/${archived ? 'archive' : 'unarchive'}`, ({ request, params }) => {
      const who = allow(request);
      if ('denied' in who) return who.denied;
      const course = liveCourses().find((c) => c.id === idOf(params.id));
      if (!course) return errorResponse(request, 404, 'errors.notFound');
      course.archived = archived;
      return messageResponse(request, archived ? 'courseCopy.archivedNow' : 'courseCopy.unarchived', {}, courseDto(course));
    }),
  ),
];
