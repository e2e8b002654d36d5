import { EVENT_TYPES, type EventDto, type EventInput } from '../../api/events';
import { isHttpUrl } from '../../api/learning';
import { dayOf } from '../builders/eventBuilders';
import { errorResponse, isCalendarDate, text } from '../mockHttp';
import { mockStore } from '../store/mockStore';

/* An event's input as server/routes/events/input.ts checks it, and the event it saves. */

const WEEK_MS = 7 * 86_400_000;

export type Problem = { key: Parameters<typeof errorResponse>[2]; field: string; params?: Record<string, string | number> };

/** The checks of server/routes/events/input.ts, each naming its field. */
export function checkInput(body: Record<string, unknown>): { input: EventInput } | { problem: Problem } {
  if (!EVENT_TYPES.includes(body.eventType as never)) {
    return { problem: { key: 'validation.fieldEnum', field: 'eventType', params: { field: 'eventType', values: EVENT_TYPES.join(', ') } } };
  }
  const title = text(body.title).trim();
  if (!title) return { problem: { key: 'validation.fieldRequired', field: 'title', params: { field: 'title' } } };
  const start = new Date(text(body.start));
  const end = new Date(text(body.end));
  if (Number.isNaN(start.getTime())) return { problem: { key: 'validation.fieldInvalid', field: 'start', params: { field: 'start' } } };
  if (Number.isNaN(end.getTime())) return { problem: { key: 'validation.fieldInvalid', field: 'end', params: { field: 'end' } } };
  if (end <= start) return { problem: { key: 'events.endBeforeStart', field: 'end' } };
  const repeatUntil = text(body.repeatUntil) || null;
  if (repeatUntil) {
    if (!isCalendarDate(repeatUntil))
      return { problem: { key: 'validation.fieldInvalid', field: 'repeatUntil', params: { field: 'repeatUntil' } } };
    if (body.eventType !== 'SCHEDULE') return { problem: { key: 'events.repeatOnlySchedule', field: 'repeatUntil' } };
    const firstDay = dayOf(start.toISOString());
    if (repeatUntil < firstDay) return { problem: { key: 'events.repeatBeforeStart', field: 'repeatUntil', params: { day: firstDay } } };
    if (end.getTime() - start.getTime() >= WEEK_MS) return { problem: { key: 'events.weeklyTooLong', field: 'end' } };
  }
  const link = text(body.onlineLink).trim() || null;
  if (link && !isHttpUrl(link)) return { problem: { key: 'lessons.urlInvalid', field: 'onlineLink', params: { field: 'onlineLink' } } };
  const groupIds = Array.isArray(body.groupIds) ? [...new Set(body.groupIds.map(Number))] : [];
  const missing = groupIds.find((id) => !mockStore.school.groups.some((g) => g.id === id) || mockStore.school.trashed.GROUP.has(id));
  if (missing !== undefined) return { problem: { key: 'events.groupNotFound', field: 'groupIds', params: { id: missing } } };
  return {
    input: {
      eventType: body.eventType as EventInput['eventType'],
      title,
      description: text(body.description).trim(),
      start: start.toISOString(),
      end: end.toISOString(),
      allDay: body.allDay === true,
      groupIds,
      place: text(body.place).trim() || null,
      onlineLink: link,
      repeatUntil,
    },
  };
}

/** The 400 answering a problem of the input. */
export const problemResponse = (request: Request, problem: Problem) =>
  errorResponse(request, 400, problem.key, { field: problem.field, params: problem.params });

export function withInput(event: EventDto, input: EventInput): EventDto {
  return {
    ...event,
    ...input,
    description: input.description ?? '',
    place: input.place ?? null,
    onlineLink: input.onlineLink ?? null,
    repeatUntil: input.repeatUntil ?? null,
    groups: mockStore.school.groups.filter((g) => input.groupIds.includes(g.id)).map((g) => ({ id: g.id, groupName: g.groupName })),
    updatedAt: new Date().toISOString(),
  };
}
