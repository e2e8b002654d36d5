import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_MAX_BYTES } from '../api/constants';
import type { CourseDto, GroupDto } from '../api/types';
import { buildCourse, buildFileUpload, buildGroup } from './builders/builders';
import { allow, API_PATTERN, errorResponse, idOf, matchesSearch, messageResponse, paged, readJson, text } from './mockHttp';
import { imageInfoOf } from '../resources/school/imageInfo';
import {
  courseDto,
  courseStudents,
  groupDto,
  instructorDto,
  liveCourses,
  liveGroups,
  liveInstructors,
  liveStudents,
  newId,
  studentDto,
  trashRow,
} from './store/schoolViews';
import { mockStore } from './store/mockStore';

const API = API_PATTERN;

/** Image bytes the server recognises (PNG, JPEG, GIF, WebP), by their first bytes. */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => head[from + i] === c.charCodeAt(0));
  return starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || ascii(0, 'GIF8') || (ascii(0, 'RIFF') && ascii(8, 'WEBP'));
}

/** The editable fields of a group or course body; a blank name is the server's 400. */
function catalogFields(body: Record<string, unknown>, nameField: 'groupName' | 'courseName') {
  const name = text(body[nameField]).trim();
  return {
    name,
    fields: {
      [nameField]: name,
      description: text(body.description).trim(),
      dateOfFinish: (body.dateOfFinish as string | null | undefined) ?? null,
      ...(typeof body.imageId === 'number'
        ? { imageId: body.imageId, imageLink: body.imageId ? `/api/static/files/mock-${body.imageId}.png` : null }
        : {}),
    },
  };
}

const groupHandlers: RequestHandler[] = [
  http.get(`${API}/groups`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const page = paged(
      request,
      liveGroups()
        .filter((g) => matchesSearch(request, g.groupName, g.description))
        .map(groupDto),
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.post(`${API}/groups`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const { name, fields } = catalogFields(await readJson(request), 'groupName');
    if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'groupName', params: { field: 'groupName' } });
    if (liveGroups().some((g) => g.groupName === name)) {
      return errorResponse(request, 409, 'groups.nameTaken', { field: 'groupName', params: { name } });
    }
    const group = buildGroup({ id: newId(), ...fields, createdAt: new Date().toISOString() } as Partial<GroupDto>);
    mockStore.school.groups.push(group);
    return messageResponse(request, 'groups.created', {}, groupDto(group));
  }),
  http.get(`${API}/groups/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    return group ? HttpResponse.json(groupDto(group)) : errorResponse(request, 404, 'errors.notFound');
  }),
  http.put(`${API}/groups/update/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    if (!group) return errorResponse(request, 404, 'errors.notFound');
    group.isFinished = (await readJson(request)).isFinished !== false;
    return messageResponse(request, group.isFinished ? 'groups.finished' : 'groups.reopened');
  }),
  http.put(`${API}/groups/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    if (!group) return errorResponse(request, 404, 'errors.notFound');
    const { name, fields } = catalogFields(await readJson(request), 'groupName');
    if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'groupName', params: { field: 'groupName' } });
    Object.assign(group, fields);
    return messageResponse(request, 'groups.updated', {}, groupDto(group));
  }),
  http.delete(`${API}/groups/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    if (!group) return errorResponse(request, 404, 'errors.notFound');
    trashRow('GROUP', group.id, group.groupName);
    return messageResponse(request, 'groups.trashed');
  }),
  http.get(`${API}/groups/:id/students`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const students = liveStudents().filter((s) => s.groupId === idOf(params.id) && matchesSearch(request, s.name, s.lastname, s.email));
    const page = paged(request, students.map(studentDto));
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
];

const courseHandlers: RequestHandler[] = [
  http.get(`${API}/courses`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const page = paged(
      request,
      liveCourses()
        .filter((c) => matchesSearch(request, c.courseName, c.description))
        .map(courseDto),
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.post(`${API}/courses`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const { name, fields } = catalogFields(await readJson(request), 'courseName');
    if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'courseName', params: { field: 'courseName' } });
    const course = buildCourse({ id: newId(), ...fields, createdAt: new Date().toISOString() } as Partial<CourseDto>);
    mockStore.school.courses.push(course);
    return messageResponse(request, 'courses.created', {}, courseDto(course));
  }),
  http.get(`${API}/courses/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const course = liveCourses().find((c) => c.id === idOf(params.id));
    return course ? HttpResponse.json(courseDto(course)) : errorResponse(request, 404, 'errors.notFound');
  }),
  http.put(`${API}/courses/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const course = liveCourses().find((c) => c.id === idOf(params.id));
    if (!course) return errorResponse(request, 404, 'errors.notFound');
    const { name, fields } = catalogFields(await readJson(request), 'courseName');
    if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'courseName', params: { field: 'courseName' } });
    Object.assign(course, fields);
    return messageResponse(request, 'courses.updated', {}, courseDto(course));
  }),
  http.delete(`${API}/courses/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const course = liveCourses().find((c) => c.id === idOf(params.id));
    if (!course) return errorResponse(request, 404, 'errors.notFound');
    trashRow('COURSE', course.id, course.courseName);
    return messageResponse(request, 'courses.trashed');
  }),
  http.put(`${API}/courses/:id/assignee`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const courseId = idOf(params.id);
    for (const raw of new URL(request.url).searchParams.getAll('instructorsIds')) {
      const teacherId = idOf(raw);
      if (!liveInstructors().some((i) => i.teacherId === teacherId)) {
        return errorResponse(request, 404, 'courses.instructorNotFound', { params: { id: teacherId } });
      }
      if (!mockStore.school.courseInstructors.some(([c, t]) => c === courseId && t === teacherId))
        mockStore.school.courseInstructors.push([courseId, teacherId]);
    }
    return messageResponse(request, 'courses.instructorsAssigned');
  }),
  http.put(`${API}/courses/:courseId/delete/:teacherId`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const [courseId, teacherId] = [idOf(params.courseId), idOf(params.teacherId)];
    const before = mockStore.school.courseInstructors.length;
    mockStore.school.courseInstructors = mockStore.school.courseInstructors.filter(([c, t]) => !(c === courseId && t === teacherId));
    if (mockStore.school.courseInstructors.length === before) return errorResponse(request, 404, 'courses.instructorNotAssigned');
    return messageResponse(request, 'courses.instructorRemoved');
  }),
  http.post(`${API}/courses/:courseId/groups/:groupId`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const [courseId, groupId] = [idOf(params.courseId), idOf(params.groupId)];
    if (!liveGroups().some((g) => g.id === groupId)) return errorResponse(request, 404, 'courses.groupNotFound');
    if (!mockStore.school.courseGroups.some(([c, g]) => c === courseId && g === groupId))
      mockStore.school.courseGroups.push([courseId, groupId]);
    return messageResponse(request, 'courses.groupAdded');
  }),
  http.delete(`${API}/courses/:courseId/groups/:groupId`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const [courseId, groupId] = [idOf(params.courseId), idOf(params.groupId)];
    mockStore.school.courseGroups = mockStore.school.courseGroups.filter(([c, g]) => !(c === courseId && g === groupId));
    return messageResponse(request, 'courses.groupRemoved');
  }),
  http.get(`${API}/courses/:id/students`, ({ request, params }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    const courseId = idOf(params.id);
    const students = courseStudents(courseId)
      .filter((s) => matchesSearch(request, s.name, s.lastname, s.email))
      .map((s) => ({ ...studentDto(s), isBlockedInCourse: mockStore.school.courseBlocks.has(`${courseId}:${s.studentId}`) }));
    const page = paged(request, students);
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.get(`${API}/courses/:id/instructors`, ({ request, params }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    const ids = mockStore.school.courseInstructors.filter(([c]) => c === idOf(params.id)).map(([, t]) => t);
    const page = paged(
      request,
      liveInstructors()
        .filter((i) => ids.includes(i.teacherId))
        .map(instructorDto),
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  ...(['block', 'unblock'] as const).map((action) =>
    http.put(`${API}/courses/:id/students/:studentId/${action}`, ({ request, params }) => {
      const who = allow(request);
      if ('denied' in who) return who.denied;
      const key = `${idOf(params.id)}:${idOf(params.studentId)}`;
      if (action === 'block') mockStore.school.courseBlocks.add(key);
      else mockStore.school.courseBlocks.delete(key);
      return messageResponse(request, action === 'block' ? 'courses.studentBlocked' : 'courses.studentUnblocked');
    }),
  ),
];

const fileHandlers: RequestHandler[] = [
  http.post(`${API}/static/upload`, async ({ request }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    await delay(300);
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorResponse(request, 400, 'files.noFile', { field: 'file' });
    if (file.size > IMAGE_MAX_BYTES)
      return errorResponse(request, 413, 'files.tooLarge', { params: { mb: IMAGE_MAX_BYTES / 1024 / 1024 } });
    // kind=brand (a logo or favicon) also takes icons and bitmaps, as the server does.
    const brand = new URL(request.url).searchParams.get('kind') === 'brand';
    const image = brand ? imageInfoOf(new Uint8Array(await file.arrayBuffer())) !== null : await isImage(file);
    if (!image) return errorResponse(request, 415, 'files.unsupportedImage');
    // In a browser the preview shows the very file picked; Node has no object URLs.
    const link = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
    return HttpResponse.json(buildFileUpload({ fileId: newId(), ...(link ? { link } : {}) }));
  }),
  http.delete(`${API}/static/delete`, ({ request }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    return messageResponse(request, 'files.deleted');
  }),
];

export const catalogHandlers: RequestHandler[] = [...groupHandlers, ...courseHandlers, ...fileHandlers];
