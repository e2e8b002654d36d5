import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { PDF_MAX_BYTES } from '../api/constants';
import {
  isHttpUrl,
  LESSON_NAME_MAX,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_NAME_MAX,
  parseOffsetDateTime,
  videoPreviewOf,
  type LessonDetailDto,
  type LessonDto,
  type LinkDto,
  type PresentationDto,
  type VideoDto,
} from '../api/learning';
import type { CourseDto } from '../api/types';
import { buildTrashItem } from './builders/builders';
import { pdfBytes } from './builders/learningBuilders';
import {
  allow,
  API_PATTERN,
  authorize,
  errorResponse,
  idOf,
  matchesSearch,
  messageResponse,
  readJson,
  text,
  pagedJson,
  type Access,
} from './mockHttp';
import { courseDto, newId } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import type { MockLesson } from './store/learningSeed';
import { instructorCourses } from './store/demoCallers';

const API = API_PATTERN;

/**
 * msw handlers of the instructor's learning API (SPEC §7 Lessons, Videos, Links,
 * Presentations, the instructor's GET /courses and the PDF upload) over an in-memory set of
 * lessons and materials on the courses of mockSchool.ts, answering in the server's words and
 * shapes (src/api/learning.ts). Calls these handlers do not serve (an admin's course list, an
 * image upload) fall through to the admin handlers, so this list goes before them.
 */

/** Whether students see a lesson yet: its show date has come by the mock's clock (Date.now()). */
export const isShown = (lesson: Pick<MockLesson, 'showDate'>) => Date.parse(lesson.showDate) <= Date.now();

/** A lesson by id, of any course: the callers check whose it is. */
export const lessonById = (lessonId: unknown): MockLesson | undefined => mockStore.learning.lessons.find((l) => l.id === idOf(lessonId));

/**
 * A course's lessons in order: the one lookup of the instructor's and the student's handlers
 * (`shownOnly`: those the course's students see).
 */
export function courseLessons(courseId: number, { shownOnly = false }: { shownOnly?: boolean } = {}): MockLesson[] {
  return mockStore.learning.lessons
    .filter((l) => l.courseId === courseId && (!shownOnly || isShown(l)))
    .sort((a, b) => a.position - b.position);
}

/** A lesson as the lists answer it, with its materials counted. */
export function lessonDto(lesson: MockLesson): LessonDto {
  const state = mockStore.learning;
  return {
    ...lesson,
    isShown: isShown(lesson),
    videosCount: state.videos.filter((v) => v.lessonId === lesson.id).length,
    linksCount: state.links.filter((l) => l.lessonId === lesson.id).length,
    presentationsCount: state.presentations.filter((p) => p.lessonId === lesson.id).length,
  };
}

/** A lesson with its materials and the course's lessons (only the shown ones for a student). */
export function lessonDetail(lesson: MockLesson, { shownOnly = false }: { shownOnly?: boolean } = {}): LessonDetailDto {
  const state = mockStore.learning;
  return {
    ...lessonDto(lesson),
    allLessons: courseLessons(lesson.courseId, { shownOnly }).map(({ id, lessonName, position, showDate }) => ({
      id,
      lessonName,
      position,
      showDate,
    })),
    videos: state.videos.filter((v) => v.lessonId === lesson.id),
    links: state.links.filter((l) => l.lessonId === lesson.id),
    presentations: state.presentations.filter((p) => p.lessonId === lesson.id),
  };
}

function renumber(courseId: number): void {
  courseLessons(courseId).forEach((lesson, index) => {
    lesson.position = index + 1;
  });
}

/** The caller's course (an instructor's own), or the server's 401/403/404. */
function ownCourse(request: Request, courseId: unknown): Access<CourseDto> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const course = instructorCourses().find((c) => c.id === idOf(courseId));
  return course ? { found: course } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function ownLesson(request: Request, courseId: unknown, lessonId: unknown): Access<MockLesson> {
  const course = ownCourse(request, courseId);
  if ('denied' in course) return course;
  const lesson = courseLessons(course.found.id).find((l) => l.id === idOf(lessonId));
  return lesson ? { found: lesson } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

/** A lesson of one of the caller's courses, by the lesson's id alone (the materials' paths). */
function ownLessonById(request: Request, lessonId: unknown): Access<MockLesson> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const lesson = lessonById(lessonId);
  return lesson && instructorCourses().some((c) => c.id === lesson.courseId)
    ? { found: lesson }
    : { denied: errorResponse(request, 404, 'errors.notFound') };
}

/** The server's 400 for a blank or too long text, or null. */
function textProblem(request: Request, body: Record<string, unknown>, field: string, max: number, required = true) {
  const value = text(body[field]).trim();
  if (required && !value) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
  if (value.length > max) return errorResponse(request, 400, 'validation.fieldTooLong', { field, params: { field, limit: max } });
  return null;
}

function urlProblem(request: Request, body: Record<string, unknown>, field: string) {
  const value = text(body[field]).trim();
  if (!value) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
  return isHttpUrl(value) ? null : errorResponse(request, 400, 'lessons.urlInvalid', { field, params: { field } });
}

const courseHandlers: RequestHandler[] = [
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

const lessonHandlers: RequestHandler[] = [
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
    const body = await readJson(request);
    const problem = textProblem(request, body, 'lessonName', LESSON_NAME_MAX);
    if (problem) return problem;
    const showDate = parseOffsetDateTime(text(body.showDate));
    if (!showDate) return errorResponse(request, 400, 'lessons.dateTimeInvalid', { field: 'showDate', params: { field: 'showDate' } });
    const now = new Date().toISOString();
    const lesson: MockLesson = {
      id: newId(),
      courseId: course.found.id,
      lessonName: text(body.lessonName).trim(),
      showDate: showDate.toISOString(),
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
    const body = await readJson(request);
    const problem = textProblem(request, body, 'lessonName', LESSON_NAME_MAX);
    if (problem) return problem;
    const showDate = parseOffsetDateTime(text(body.showDate));
    if (!showDate) return errorResponse(request, 400, 'lessons.dateTimeInvalid', { field: 'showDate', params: { field: 'showDate' } });
    Object.assign(lesson.found, {
      lessonName: text(body.lessonName).trim(),
      showDate: showDate.toISOString(),
      updatedAt: new Date().toISOString(),
    });
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

type MaterialKind = 'videos' | 'links' | 'presentations';

/** GET list, POST, GET one, PUT and DELETE of one kind of material under /lessons/{lessonId}. */
function materialHandlers<T extends { lessonId: number }>(
  kind: MaterialKind,
  options: {
    idOf: (item: T) => number;
    /** The item the body describes, or the server's 400. */
    parse: (request: Request, body: Record<string, unknown>, lessonId: number, previous?: T) => T | Response;
    messages: {
      created: Parameters<typeof messageResponse>[1];
      updated: Parameters<typeof messageResponse>[1];
      deleted: Parameters<typeof messageResponse>[1];
    };
  },
): RequestHandler[] {
  const items = () => mockStore.learning[kind] as unknown as T[];
  const setItems = (next: T[]) => {
    (mockStore.learning as unknown as Record<MaterialKind, T[]>)[kind] = next;
  };
  const find = (request: Request, params: Record<string, unknown>): Access<T> => {
    const lesson = ownLessonById(request, params.lessonId);
    if ('denied' in lesson) return lesson;
    const item = items().find((i) => i.lessonId === lesson.found.id && options.idOf(i) === idOf(params.id));
    return item ? { found: item } : { denied: errorResponse(request, 404, 'errors.notFound') };
  };
  const base = `${API}/lessons/:lessonId/${kind}`;
  return [
    http.get(base, async ({ request, params }) => {
      await delay();
      const lesson = ownLessonById(request, params.lessonId);
      if ('denied' in lesson) return lesson.denied;
      return pagedJson(
        request,
        items().filter((i) => i.lessonId === lesson.found.id),
      );
    }),
    http.post(base, async ({ request, params }) => {
      await delay();
      const lesson = ownLessonById(request, params.lessonId);
      if ('denied' in lesson) return lesson.denied;
      const item = options.parse(request, await readJson(request), lesson.found.id);
      if (item instanceof Response) return item;
      items().push(item);
      return messageResponse(request, options.messages.created, {}, item);
    }),
    http.get(`${base}/:id`, async ({ request, params }) => {
      await delay();
      const item = find(request, params);
      return 'denied' in item ? item.denied : HttpResponse.json(item.found);
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      await delay();
      const item = find(request, params);
      if ('denied' in item) return item.denied;
      const next = options.parse(request, await readJson(request), item.found.lessonId, item.found);
      if (next instanceof Response) return next;
      setItems(items().map((i) => (i === item.found ? next : i)));
      return messageResponse(request, options.messages.updated, {}, next);
    }),
    http.delete(`${base}/:id`, async ({ request, params }) => {
      await delay();
      const item = find(request, params);
      if ('denied' in item) return item.denied;
      setItems(items().filter((i) => i !== item.found));
      return messageResponse(request, options.messages.deleted);
    }),
  ];
}

const videoHandlers = materialHandlers<VideoDto>('videos', {
  idOf: (v) => v.id,
  parse(request, body, lessonId, previous) {
    const problem =
      textProblem(request, body, 'videoName', MATERIAL_NAME_MAX) ??
      textProblem(request, body, 'description', MATERIAL_DESCRIPTION_MAX, false) ??
      urlProblem(request, body, 'link');
    if (problem) return problem;
    const link = text(body.link).trim();
    return {
      id: previous?.id ?? newId(),
      lessonId,
      videoName: text(body.videoName).trim(),
      description: text(body.description).trim(),
      link,
      ...videoPreviewOf(link),
      createdAt: previous?.createdAt ?? new Date().toISOString(),
    };
  },
  messages: { created: 'lessons.videoCreated', updated: 'lessons.videoUpdated', deleted: 'lessons.videoDeleted' },
});

const linkHandlers = materialHandlers<LinkDto>('links', {
  idOf: (l) => l.id,
  parse(request, body, lessonId, previous) {
    const problem = textProblem(request, body, 'text', MATERIAL_NAME_MAX) ?? urlProblem(request, body, 'link');
    if (problem) return problem;
    return {
      id: previous?.id ?? newId(),
      lessonId,
      text: text(body.text).trim(),
      link: text(body.link).trim(),
      createdAt: previous?.createdAt ?? new Date().toISOString(),
    };
  },
  messages: { created: 'lessons.linkCreated', updated: 'lessons.linkUpdated', deleted: 'lessons.linkDeleted' },
});

const presentationHandlers = materialHandlers<PresentationDto>('presentations', {
  idOf: (p) => p.presentationId,
  parse(request, body, lessonId, previous) {
    const problem =
      textProblem(request, body, 'name', MATERIAL_NAME_MAX) ?? textProblem(request, body, 'description', MATERIAL_DESCRIPTION_MAX, false);
    if (problem) return problem;
    const fileId = Number(body.fileId);
    const upload = mockStore.learning.uploads.get(fileId);
    if (!upload) return errorResponse(request, 400, 'lessons.fileNotFound', { field: 'fileId' });
    return {
      presentationId: previous?.presentationId ?? newId(),
      lessonId,
      name: text(body.name).trim(),
      description: text(body.description).trim(),
      fileId,
      fileLink: upload.link,
      fileName: upload.name,
      createdAt: previous?.createdAt ?? new Date().toISOString(),
    };
  },
  messages: { created: 'lessons.presentationCreated', updated: 'lessons.presentationUpdated', deleted: 'lessons.presentationDeleted' },
});

/** Whether the bytes start as a PDF does (the server sniffs the same way). */
async function isPdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return new TextDecoder().decode(head) === '%PDF-';
}

const fileHandlers: RequestHandler[] = [
  // kind=pdf only: images go on to the admin handlers' upload.
  http.post(`${API}/static/upload`, async ({ request }) => {
    if (new URL(request.url).searchParams.get('kind') !== 'pdf') return undefined;
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    await delay(300);
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorResponse(request, 400, 'files.noFile', { field: 'file' });
    if (file.size > PDF_MAX_BYTES) return errorResponse(request, 413, 'files.tooLarge', { params: { mb: PDF_MAX_BYTES / 1024 / 1024 } });
    if (!(await isPdf(file))) return errorResponse(request, 415, 'files.pdfRequired', { field: 'file' });
    const fileId = newId();
    // In a browser the viewer shows the very file picked; Node has no object URLs.
    const link = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `/api/static/files/mock-${fileId}.pdf`;
    mockStore.learning.uploads.set(fileId, { name: file.name, link });
    return HttpResponse.json({ fileId, link });
  }),
  // The seeded presentations' files: a one-page blank PDF.
  http.get(`${API}/static/files/:name`, ({ params }) => {
    if (!String(params.name).endsWith('.pdf')) return undefined;
    return new HttpResponse(pdfBytes(), { headers: { 'Content-Type': 'application/pdf' } });
  }),
];

export const learningHandlers: RequestHandler[] = [
  ...courseHandlers,
  ...lessonHandlers,
  ...videoHandlers,
  ...linkHandlers,
  ...presentationHandlers,
  ...fileHandlers,
];
