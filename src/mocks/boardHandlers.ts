import { http, HttpResponse, type RequestHandler } from 'msw';
import { TRASH_TYPES } from '../api/constants';
import { buildAnnouncement } from './builders/builders';
import { allow, API_PATTERN, errorResponse, idOf, matchesSearch, messageResponse, paged, readJson, text } from './mockHttp';
import { putAndPatch } from './putAndPatch';
import { liveGroups, newId } from './store/schoolViews';
import { mockStore } from './store/mockStore';

const API = API_PATTERN;

/** The demo student's group: what students and instructors see of the announcements. */
const OWN_GROUP_ID = 1;

function announcementDto(id: number) {
  const announcement = mockStore.school.announcements.find((a) => a.id === id);
  if (!announcement) return undefined;
  const group = liveGroups().find((g) => g.id === announcement.groupId);
  return { ...announcement, groupName: group?.groupName ?? null };
}

function announcementFields(body: Record<string, unknown>) {
  return { text: text(body.text).trim(), groupId: typeof body.groupId === 'number' ? body.groupId : null };
}

const announcementHandlers: RequestHandler[] = [
  http.get(`${API}/announcements`, ({ request }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR', 'STUDENT']);
    if ('denied' in who) return who.denied;
    const query = new URL(request.url).searchParams;
    const from = query.get('from');
    const to = query.get('to');
    if (from && to && from > to) return errorResponse(request, 400, 'announcements.fromAfterTo', { field: 'from' });
    const items = mockStore.school.announcements
      .filter((a) => (who.role === 'ADMIN' ? true : a.isActive && (a.groupId === null || a.groupId === OWN_GROUP_ID)))
      .filter((a) => (!from || a.createdAt.slice(0, 10) >= from) && (!to || a.createdAt.slice(0, 10) <= to))
      .filter((a) => matchesSearch(request, a.text))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((a) => announcementDto(a.id)!);
    const page = paged(request, items);
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.post(`${API}/announcements`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const fields = announcementFields(await readJson(request));
    if (!fields.text) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'text', params: { field: 'text' } });
    const now = new Date().toISOString();
    const announcement = buildAnnouncement({ id: newId(), ...fields, createdAt: now, updatedAt: now });
    mockStore.school.announcements.push(announcement);
    return messageResponse(request, 'announcements.created', {}, announcementDto(announcement.id));
  }),
  http.get(`${API}/announcements/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const announcement = announcementDto(idOf(params.id));
    return announcement ? HttpResponse.json(announcement) : errorResponse(request, 404, 'errors.notFound');
  }),
  http.put(`${API}/announcements/:id/activation`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const announcement = mockStore.school.announcements.find((a) => a.id === idOf(params.id));
    if (!announcement) return errorResponse(request, 404, 'errors.notFound');
    announcement.isActive = new URL(request.url).searchParams.get('active') === 'true';
    return messageResponse(request, announcement.isActive ? 'announcements.shown' : 'announcements.hidden');
  }),
  ...putAndPatch(
    `${API}/announcements/:id`,
    (id) => mockStore.school.announcements.find((a) => a.id === id),
    (request, announcement, body) => {
      const fields = announcementFields(body);
      if (!fields.text) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'text', params: { field: 'text' } });
      Object.assign(announcement, fields, { updatedAt: new Date().toISOString() });
      return messageResponse(request, 'announcements.updated', {}, announcementDto(announcement.id));
    },
  ),
  http.delete(`${API}/announcements/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    mockStore.school.announcements = mockStore.school.announcements.filter((a) => a.id !== idOf(params.id));
    return messageResponse(request, 'announcements.deleted');
  }),
];

const trashHandlers: RequestHandler[] = [
  http.get(`${API}/trash`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const type = new URL(request.url).searchParams.get('type');
    if (type && !(TRASH_TYPES as readonly string[]).includes(type)) {
      return errorResponse(request, 400, 'validation.fieldEnum', {
        field: 'type',
        params: { field: 'type', values: TRASH_TYPES.join(', ') },
      });
    }
    const items = mockStore.school.trash.filter((item) => (!type || item.type === type) && matchesSearch(request, item.name));
    const page = paged(
      request,
      items.map(({ entityId: _, ...item }) => item),
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.put(`${API}/trash/:id/restore`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const item = mockStore.school.trash.find((i) => i.trashId === idOf(params.id));
    if (!item) return errorResponse(request, 404, 'errors.notFound');
    if (item.type !== 'LESSON') mockStore.school.trashed[item.type].delete(item.entityId);
    mockStore.school.trash = mockStore.school.trash.filter((i) => i !== item);
    return messageResponse(request, 'trash.restored');
  }),
  http.delete(`${API}/trash/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const item = mockStore.school.trash.find((i) => i.trashId === idOf(params.id));
    if (!item) return errorResponse(request, 404, 'errors.notFound');
    mockStore.school.trash = mockStore.school.trash.filter((i) => i !== item);
    return messageResponse(request, 'trash.destroyed');
  }),
];

export const boardHandlers: RequestHandler[] = [...announcementHandlers, ...trashHandlers];
