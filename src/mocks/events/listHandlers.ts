import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { ALL_EVENTS, EVENT_STATUSES, type EventListResponse } from '../../api/events';
import { allow, API_PATTERN as API, errorResponse, isCalendarDate } from '../mockHttp';
import { occurrencesIn } from './calendarDays';
import { deadlinesIn } from './calendarDeadlines';

/*
 * GET /events/ and GET /events/byDate: a period's (or a day's) occurrences and task deadlines,
 * with the server's checks of the query (server/routes/events/schemas.ts): groupId 0 and
 * eventStatus '0' mean all; `view` is unknown to it.
 */

const answer = (role: string, from: string, to: string, filter: { groupId?: number; eventStatus?: string } = {}) => {
  const objects = occurrencesIn(role, from, to, filter);
  const body: EventListResponse = { objects, count: objects.length, deadlines: deadlinesIn(role, from, to, filter) };
  return HttpResponse.json(body);
};

async function listEvents({ request }: { request: Request }) {
  await delay();
  const who = allow(request, ['ADMIN', 'INSTRUCTOR', 'STUDENT']);
  if ('denied' in who) return who.denied;
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  if (!isCalendarDate(from)) return errorResponse(request, 400, 'validation.fieldInvalid', { field: 'from', params: { field: 'from' } });
  if (!isCalendarDate(to)) return errorResponse(request, 400, 'validation.fieldInvalid', { field: 'to', params: { field: 'to' } });
  if (to < from) return errorResponse(request, 400, 'events.toBeforeFrom', { field: 'to' });
  if (query.has('view')) return errorResponse(request, 400, 'validation.fieldUnknown', { field: 'view', params: { field: 'view' } });
  const groupId = query.get('groupId');
  if (groupId !== null && !(/^\d+$/.test(groupId) && Number(groupId) >= 0)) {
    return errorResponse(request, 400, 'validation.fieldMinimum', { field: 'groupId', params: { field: 'groupId', limit: 0 } });
  }
  const eventStatus = query.get('eventStatus');
  const statuses = [...EVENT_STATUSES, ALL_EVENTS];
  if (eventStatus !== null && !statuses.includes(eventStatus as never)) {
    return errorResponse(request, 400, 'validation.fieldEnum', {
      field: 'eventStatus',
      params: { field: 'eventStatus', values: statuses.join(', ') },
    });
  }
  return answer(who.role, from, to, {
    groupId: Number(groupId) || undefined,
    eventStatus: eventStatus && eventStatus !== ALL_EVENTS ? eventStatus : undefined,
  });
}

export const eventListHandlers: RequestHandler[] = [
  http.get(`${API}/events/byDate`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN', 'INSTRUCTOR', 'STUDENT']);
    if ('denied' in who) return who.denied;
    const date = new URL(request.url).searchParams.get('date') ?? '';
    if (!isCalendarDate(date)) return errorResponse(request, 400, 'validation.fieldInvalid', { field: 'date', params: { field: 'date' } });
    return answer(who.role, date, date);
  }),
  http.get(`${API}/events/`, listEvents),
  http.get(`${API}/events`, listEvents),
];
