import { http, type RequestHandler } from 'msw';
import { allow, API_PATTERN, errorResponse, idOf, messageResponse, readJson } from './mockHttp';
import { liveGroups, liveInstructors, liveStudents, trashRow } from './store/schoolViews';

const API = API_PATTERN;

/**
 * POST /api/{students,instructors}/bulk as the server answers it: every id must be a live row
 * of the list (else 404 and nothing changes); a move names a live group (else 400).
 */
export const bulkHandlers: RequestHandler[] = [
  http.post(`${API}/students/bulk`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const body = await readJson(request);
    const ids = (Array.isArray(body.ids) ? body.ids : []).map((id) => idOf(String(id)));
    const students = ids.map((id) => liveStudents().find((s) => s.studentId === id));
    if (!ids.length || students.some((s) => !s)) return errorResponse(request, 404, 'errors.notFound');
    const groupId = body.groupId ? Number(body.groupId) : null;
    if (body.action === 'move' && groupId !== null && !liveGroups().some((g) => g.id === groupId))
      return errorResponse(request, 400, 'students.groupNotFound', { field: 'groupId' });
    for (const student of students) {
      if (!student) continue;
      if (body.action === 'block' || body.action === 'unblock') student.isBlocked = body.action === 'block';
      if (body.action === 'move') student.groupId = groupId;
      if (body.action === 'delete') trashRow('STUDENT', student.studentId, `${student.name} ${student.lastname}`);
    }
    return messageResponse(request, 'bulk.done', { count: ids.length }, { changed: ids.length });
  }),
  http.post(`${API}/instructors/bulk`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const body = await readJson(request);
    const ids = (Array.isArray(body.ids) ? body.ids : []).map((id) => idOf(String(id)));
    const instructors = ids.map((id) => liveInstructors().find((i) => i.teacherId === id));
    if (!ids.length || instructors.some((i) => !i)) return errorResponse(request, 404, 'errors.notFound');
    for (const i of instructors) if (i) trashRow('INSTRUCTOR', i.teacherId, `${i.name} ${i.lastName}`);
    return messageResponse(request, 'bulk.done', { count: ids.length }, { changed: ids.length });
  }),
];
