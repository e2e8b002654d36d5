import { http, type RequestHandler } from 'msw';
import { allow, API_PATTERN, errorResponse, idOf, matchesSearch, messageResponse, pagedJson } from '../mockHttp';
import { courseStudents, instructorDto, liveGroups, liveInstructors, studentDto } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { isBlockedOn } from '../store/demoCallers';

/** Who a course has: its instructors assigned and removed, its groups added and removed, its students listed, blocked and unblocked. */

const API = API_PATTERN;

export const courseMemberHandlers: RequestHandler[] = [
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
      .map((s) => ({ ...studentDto(s), isBlockedInCourse: isBlockedOn(courseId, s.studentId) }));
    return pagedJson(request, students);
  }),
  http.get(`${API}/courses/:id/instructors`, ({ request, params }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    const ids = mockStore.school.courseInstructors.filter(([c]) => c === idOf(params.id)).map(([, t]) => t);
    return pagedJson(
      request,
      liveInstructors()
        .filter((i) => ids.includes(i.teacherId))
        .map(instructorDto),
    );
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
