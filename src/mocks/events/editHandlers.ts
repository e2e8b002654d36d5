import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { buildEvent } from '../builders/eventBuilders';
import { allow, API_PATTERN as API, errorResponse, idOf, messageResponse, readJson } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { visibleTo } from './calendarDays';
import { checkInput, problemResponse, withInput } from './eventInput';

/* One event: created as a draft, read, saved, published, cancelled with a reason, deleted. */

const find = (id: unknown) => mockStore.calendar.events.find((event) => event.id === idOf(id));

async function createEvent({ request }: { request: Request }) {
  await delay();
  const who = allow(request);
  if ('denied' in who) return who.denied;
  const checked = checkInput(await readJson(request));
  if ('problem' in checked) return problemResponse(request, checked.problem);
  const event = withInput(
    buildEvent({
      id: ++mockStore.calendar.nextId,
      status: 'DRAFT',
      publishedAt: null,
      createdAt: new Date().toISOString(),
      createdBy: { id: 1, fullName: 'Anna Admin' },
    }),
    checked.input,
  );
  mockStore.calendar.events.push(event);
  return messageResponse(request, 'events.created', {}, event);
}

/** Publishing and cancelling. */
const statusHandlers: RequestHandler[] = [
  http.put(`${API}/events/publish/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const event = find(params.id);
    if (!event) return errorResponse(request, 404, 'errors.notFound');
    if (event.status === 'CANCELLED') return errorResponse(request, 409, 'events.publishCancelled');
    if (event.status === 'ACTIVE') return errorResponse(request, 409, 'events.alreadyPublished');
    Object.assign(event, { status: 'ACTIVE', publishedAt: new Date().toISOString() });
    return messageResponse(request, 'events.published', {}, event);
  }),

  http.put(`${API}/events/cancel/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const event = find(params.id);
    if (!event) return errorResponse(request, 404, 'errors.notFound');
    const reason = (new URL(request.url).searchParams.get('reason') ?? '').trim();
    if (!reason) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'reason', params: { field: 'reason' } });
    if (event.status === 'CANCELLED') return errorResponse(request, 409, 'events.alreadyCancelled');
    Object.assign(event, { status: 'CANCELLED', cancellationReason: reason });
    return messageResponse(request, 'events.cancelled', {}, event);
  }),
];

/** Reading, saving and deleting one event. */
const oneEventHandlers: RequestHandler[] = [
  http.get(`${API}/events/:id`, ({ request, params }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR', 'STUDENT']);
    if ('denied' in who) return who.denied;
    const event = find(params.id);
    return event && visibleTo(who.role, event) ? HttpResponse.json(event) : errorResponse(request, 404, 'errors.notFound');
  }),

  http.put(`${API}/events/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const event = find(params.id);
    if (!event) return errorResponse(request, 404, 'errors.notFound');
    if (event.status === 'CANCELLED') return errorResponse(request, 409, 'events.editCancelled');
    const checked = checkInput(await readJson(request));
    if ('problem' in checked) return problemResponse(request, checked.problem);
    const saved = withInput(event, checked.input);
    mockStore.calendar.events = mockStore.calendar.events.map((e) => (e.id === event.id ? saved : e));
    return messageResponse(request, 'events.updated', {}, saved);
  }),

  http.delete(`${API}/events/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const event = find(params.id);
    if (!event) return errorResponse(request, 404, 'errors.notFound');
    mockStore.calendar.events = mockStore.calendar.events.filter((e) => e.id !== event.id);
    return messageResponse(request, 'events.deleted');
  }),
];

/** POST /events/ goes with the list; the rest after GET /events/byDate, which /events/:id would catch. */
export const eventCreateHandlers: RequestHandler[] = [http.post(`${API}/events/`, createEvent), http.post(`${API}/events`, createEvent)];
export const eventEditHandlers: RequestHandler[] = [...statusHandlers, ...oneEventHandlers];
