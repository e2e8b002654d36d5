import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventDto, EventInput, EventListResponse, EventOccurrenceDto } from '../../src/api/events.js';
import type { SavedResponse } from '../../src/api/types.js';
import { moveToTrash } from '../../server/lib/trash.js';
import { adminSuite } from './adminSuite.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, login, minutes, rowCount, type Method } from './helpers.js';
import { addCourse, addGroup, addStudent, createOtherSchool } from './schoolFixtures.js';

/*
 * Events and the schedule over the API. The demo school is in Europe/Moscow (UTC+3 all year);
 * its demo events lie around the real date, so these tests work in 2031.
 */
const START = new Date('2031-01-10T12:00:00Z');
const { t, ids, other, tokens, api, ok } = adminSuite({ startAt: START });

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  eventType: 'EVENT',
  title: 'Parents meeting',
  description: 'About the first term',
  start: '2031-02-10T18:00:00+03:00',
  end: '2031-02-10T19:30:00+03:00',
  allDay: false,
  groupIds: [],
  place: 'Room 1',
  onlineLink: null,
  ...overrides,
});

async function create(overrides: Partial<EventInput> = {}, token = tokens.ADMIN): Promise<EventDto> {
  const res = await api('POST', 'events/', input(overrides), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const publish = (id: number) => ok('PUT', `events/publish/${id}`);
const list = async (query: string, token = tokens.ADMIN): Promise<EventOccurrenceDto[]> => {
  const res = await api('GET', `events/?${query}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().count).toBe(res.json().objects.length);
  return res.json().objects;
};
const titles = async (query: string, token = tokens.ADMIN) => (await list(query, token)).map((o) => o.title);

describe('admin: creating and saving', () => {
  it('creates a draft with its groups and creator, in English and Russian', async () => {
    // Other tests move the clock on; this one names its times.
    t.clock.set(START);
    const res = await api('POST', 'events/', input({ groupIds: [ids.group['Python Basics'], ids.group['Frontend 2026']] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'The event has been created as a draft. Publish it to show it to its groups.',
      id: expect.any(Number),
      eventType: 'EVENT',
      title: 'Parents meeting',
      description: 'About the first term',
      start: '2031-02-10T15:00:00.000Z',
      end: '2031-02-10T16:30:00.000Z',
      allDay: false,
      groupIds: [ids.group['Frontend 2026'], ids.group['Python Basics']],
      groups: [
        { id: ids.group['Frontend 2026'], groupName: 'Frontend 2026' },
        { id: ids.group['Python Basics'], groupName: 'Python Basics' },
      ],
      place: 'Room 1',
      onlineLink: null,
      repeatUntil: null,
      status: 'DRAFT',
      cancellationReason: null,
      publishedAt: null,
      createdAt: '2031-01-10T12:00:00.000Z',
      updatedAt: '2031-01-10T12:00:00.000Z',
      createdBy: { id: ids.user[ADMIN_EMAIL], fullName: 'Anna Admin' },
    });
    const ru = await api('POST', 'events', input({ title: '  Собрание  ', place: '  ', onlineLink: 'https://meet.example.com/x' }), {
      lang: 'ru',
    });
    expect(ru.json()).toMatchObject({
      message: 'Событие создано как черновик. Опубликуйте его, чтобы его увидели группы.',
      title: 'Собрание',
      place: null,
      onlineLink: 'https://meet.example.com/x',
      groupIds: [],
      groups: [],
    });
    expect(await ok<EventDto>('GET', `events/${ru.json().id}`)).toMatchObject({ title: 'Собрание', status: 'DRAFT' });
  });

  it('moves an all-day event to the school-zone midnights of its days', async () => {
    const oneDay = await create({ allDay: true, start: '2031-05-10T15:00:00+03:00', end: '2031-05-10T16:00:00+03:00' });
    expect(oneDay).toMatchObject({ allDay: true, start: '2031-05-09T21:00:00.000Z', end: '2031-05-10T21:00:00.000Z' });
    // An end on a midnight already is the exclusive end: the 10th and the 11th.
    const twoDays = await create({ allDay: true, start: '2031-05-10T00:00:00+03:00', end: '2031-05-12T00:00:00+03:00' });
    expect(twoDays).toMatchObject({ start: '2031-05-09T21:00:00.000Z', end: '2031-05-11T21:00:00.000Z' });
  });

  it.each([
    ['no title', { title: undefined }, 'title', 'The field "title" is required.'],
    ['a blank title', { title: '   ' }, 'title', 'The field "title" is required.'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title', 'The field "title" must be at most 200 characters.'],
    ['an unknown type', { eventType: 'PARTY' }, 'eventType', 'The field "eventType" must be one of: EVENT, SCHEDULE.'],
    [
      'a start with no offset',
      { start: '2031-02-10T18:00:00' },
      'start',
      'The field "start" must be a date and time with a timezone, e.g. 2026-04-01T12:00:00+03:00.',
    ],
    ['an end before the start', { end: '2031-02-10T17:00:00+03:00' }, 'end', 'The end must be later than the start.'],
    ['an end equal to the start', { end: '2031-02-10T18:00:00+03:00' }, 'end', 'The end must be later than the start.'],
    ['an event of 401 days', { end: '2032-03-20T18:00:00+03:00' }, 'end', 'An event can last at most 400 days.'],
    [
      'a javascript: link',
      { onlineLink: 'javascript:alert(1)' },
      'onlineLink',
      'The field "onlineLink" must be an address starting with http:// or https://.',
    ],
    [
      'an ftp link',
      { onlineLink: 'ftp://files.example.com' },
      'onlineLink',
      'The field "onlineLink" must be an address starting with http:// or https://.',
    ],
    [
      'an EVENT that repeats',
      { repeatUntil: '2031-03-01' },
      'repeatUntil',
      'Only a schedule entry can repeat every week: leave "repeatUntil" empty for an event.',
    ],
    [
      'a series ending before its first day',
      { eventType: 'SCHEDULE', repeatUntil: '2031-02-09' },
      'repeatUntil',
      'The date to repeat until must not be earlier than the first day (2031-02-10).',
    ],
    [
      'a series of more than 400 days',
      { eventType: 'SCHEDULE', repeatUntil: '2032-03-20' },
      'repeatUntil',
      'A weekly series can run at most 400 days from its first day.',
    ],
    [
      'a series whose classes overlap',
      { eventType: 'SCHEDULE', repeatUntil: '2031-03-10', end: '2031-02-17T19:00:00+03:00' },
      'end',
      'A class that repeats every week must end less than 7 days after it starts.',
    ],
    [
      'a day no calendar has',
      { eventType: 'SCHEDULE', repeatUntil: '2031-02-30' },
      'repeatUntil',
      'The field "repeatUntil" has an invalid format.',
    ],
    ['an unknown group', { groupIds: [999999] }, 'groupIds', 'Group 999999 was not found.'],
    ['a group id that is no number', { groupIds: ['abc'] }, 'groupIds.0', 'The field "groupIds.0" must be a whole number.'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, field, message) => {
    const before = await rowCount(t.db, 'events');
    const res = await api('POST', 'events/', { ...input(), ...overrides } as object);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, status: 400, field });
    expect(await rowCount(t.db, 'events')).toBe(before);
  });

  it('names the field in Russian with Accept-Language: ru', async () => {
    expect((await api('POST', 'events/', input({ end: '2031-02-10T17:00:00+03:00' }), { lang: 'ru' })).json()).toEqual({
      message: 'Окончание должно быть позже начала.',
      status: 400,
      field: 'end',
    });
    expect((await api('POST', 'events/', input({ title: '' }), { lang: 'ru' })).json()).toMatchObject({ status: 400, field: 'title' });
    expect((await api('POST', 'events/', input({ groupIds: [other.groupId] }), { lang: 'ru' })).json()).toEqual({
      message: `Группа ${other.groupId} не найдена.`,
      status: 400,
      field: 'groupIds',
    });
  });

  it("refuses another school's group and a group in the trash with the same 400", async () => {
    const gone = await addGroup(t.db, ids.schoolId, 'Gone group');
    await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'GROUP',
      entityId: gone,
      name: 'Gone group',
      deletedBy: ids.user[ADMIN_EMAIL],
      now: t.clock.now(),
    });
    for (const groupId of [other.groupId, gone]) {
      expect((await api('POST', 'events/', input({ groupIds: [ids.group['Frontend 2026'], groupId] }))).json()).toEqual({
        message: `Group ${groupId} was not found.`,
        status: 400,
        field: 'groupIds',
      });
    }
  });

  it('saves an event, keeping the optional fields a PUT leaves out, with the SPEC message', async () => {
    const event = await create({ groupIds: [ids.group['Python Basics']], onlineLink: 'https://meet.example.com/a' });
    t.clock.advance(minutes(5));
    const { description: _d, place: _p, onlineLink: _o, ...required } = input();
    const res = await api('PUT', `events/${event.id}`, {
      ...required,
      title: 'Moved meeting',
      start: '2031-02-11T18:00:00+03:00',
      end: '2031-02-11T19:00:00+03:00',
      groupIds: [ids.group['Frontend 2026']],
    });
    expect(res.json()).toMatchObject({
      message: 'The event was successfully updated.',
      id: event.id,
      title: 'Moved meeting',
      description: 'About the first term',
      place: 'Room 1',
      onlineLink: 'https://meet.example.com/a',
      start: '2031-02-11T15:00:00.000Z',
      groupIds: [ids.group['Frontend 2026']],
      createdAt: event.createdAt,
      updatedAt: t.clock.now().toISOString(),
    });
    const ru = await api('PUT', `events/${event.id}`, { ...input(), place: null, onlineLink: '', description: '' }, { lang: 'ru' });
    expect(ru.json()).toMatchObject({ message: 'Событие успешно обновлено', place: null, onlineLink: null, description: '', groupIds: [] });
    expect((await api('PUT', `events/${event.id}`, input({ end: '2031-02-10T10:00:00+03:00' }))).json()).toMatchObject({
      status: 400,
      field: 'end',
    });
    expect((await ok<EventDto>('GET', `events/${event.id}`)).start).toBe('2031-02-10T15:00:00.000Z');
    expect((await api('PUT', 'events/999999', input())).statusCode).toBe(404);
  });

  it('turns a series into a single event when its type changes to EVENT', async () => {
    const series = await create({ eventType: 'SCHEDULE', repeatUntil: '2031-03-10' });
    expect(series.repeatUntil).toBe('2031-03-10');
    const { repeatUntil: _r, ...rest } = input({ eventType: 'EVENT' });
    expect(await ok<SavedResponse<EventDto>>('PUT', `events/${series.id}`, rest)).toMatchObject({ eventType: 'EVENT', repeatUntil: null });
  });
});

describe('admin: publishing, cancelling, deleting', () => {
  it('publishes a draft once, then refuses to publish it again (409)', async () => {
    const event = await create();
    t.clock.advance(minutes(1));
    const res = await api('PUT', `events/publish/${event.id}`);
    expect(res.json()).toMatchObject({
      message: 'The event has been published and its groups notified.',
      status: 'ACTIVE',
      publishedAt: t.clock.now().toISOString(),
    });
    expect((await api('PUT', `events/publish/${event.id}`)).json()).toEqual({ message: 'The event is already published.', status: 409 });
    expect((await api('PUT', `events/publish/${event.id}`, undefined, { lang: 'ru' })).json()).toEqual({
      message: 'Событие уже опубликовано.',
      status: 409,
    });
  });

  it('cancels with a reason; a cancelled event cannot be published, changed or cancelled again, only deleted', async () => {
    const event = await create();
    await publish(event.id);
    expect((await api('PUT', `events/cancel/${event.id}`)).json()).toEqual({
      message: 'The field "reason" is required.',
      status: 400,
      field: 'reason',
    });
    expect((await api('PUT', `events/cancel/${event.id}?reason=%20%20`)).json()).toEqual({
      message: 'The field "reason" is required.',
      status: 400,
      field: 'reason',
    });
    expect((await api('PUT', `events/cancel/${event.id}?reason=${'x'.repeat(501)}`)).json()).toMatchObject({
      status: 400,
      field: 'reason',
    });
    expect((await ok<EventDto>('GET', `events/${event.id}`)).status).toBe('ACTIVE');

    const res = await api('PUT', `events/cancel/${event.id}?reason=${encodeURIComponent(' The room is flooded ')}`);
    expect(res.json()).toMatchObject({
      message: 'The event was successfully cancelled.',
      status: 'CANCELLED',
      cancellationReason: 'The room is flooded',
    });
    const ru = (path: string, method: Method = 'PUT', body?: object) => api(method, path, body, { lang: 'ru' }).then((r) => r.json());
    expect(await ru(`events/cancel/${event.id}?reason=again`)).toEqual({ message: 'Событие уже отменено.', status: 409 });
    expect(await ru(`events/publish/${event.id}`)).toEqual({ message: 'Отменённое событие нельзя опубликовать снова.', status: 409 });
    expect(await ru(`events/${event.id}`, 'PUT', input())).toEqual({
      message: 'Отменённое событие нельзя изменить, его можно удалить.',
      status: 409,
    });
    expect((await api('PUT', `events/publish/${event.id}`)).json()).toEqual({
      message: 'A cancelled event cannot be published again.',
      status: 409,
    });
    expect((await ok<EventDto>('GET', `events/${event.id}`)).title).toBe('Parents meeting');

    expect((await api('DELETE', `events/${event.id}`, undefined, { lang: 'ru' })).json()).toEqual({ message: 'Событие удалено.' });
    expect((await api('GET', `events/${event.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `events/${event.id}`)).statusCode).toBe(404);
  });

  it('cancels a draft with the Russian SPEC message', async () => {
    const event = await create();
    expect((await api('PUT', `events/cancel/${event.id}?reason=dup`, undefined, { lang: 'ru' })).json()).toMatchObject({
      message: 'Событие успешно отменено',
      status: 'CANCELLED',
      publishedAt: null,
    });
  });

  it('deletes drafts and active events for good', async () => {
    const draft = await create();
    const active = await create();
    await publish(active.id);
    for (const id of [draft.id, active.id]) {
      expect((await api('DELETE', `events/${id}`)).json()).toEqual({ message: 'The event has been deleted.' });
      expect(await t.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    }
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)('refuses a %s every change with 403', async (role) => {
    const event = await create();
    for (const [method, url, body] of [
      ['POST', 'events/', input()],
      ['POST', 'events', input()],
      ['PUT', `events/${event.id}`, input()],
      ['PUT', `events/publish/${event.id}`],
      ['PUT', `events/cancel/${event.id}?reason=no`],
      ['DELETE', `events/${event.id}`],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, body, { token: tokens[role] })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await ok<EventDto>('GET', `events/${event.id}`)).toMatchObject({ status: 'DRAFT', title: 'Parents meeting' });
  });
});

describe('who sees what', () => {
  const seen: Record<string, number> = {};
  const period = 'from=2031-03-01&to=2031-03-31';
  beforeAll(async () => {
    const at = (day: number) => ({ start: `2031-03-${day}T10:00:00+03:00`, end: `2031-03-${day}T11:00:00+03:00` });
    seen.all = (await create({ title: 'vis-all', ...at(10) })).id;
    seen.frontend = (await create({ title: 'vis-frontend', groupIds: [ids.group['Frontend 2026']], ...at(11) })).id;
    seen.python = (await create({ title: 'vis-python', groupIds: [ids.group['Python Basics']], ...at(12) })).id;
    seen.draft = (await create({ title: 'vis-draft', groupIds: [ids.group['Frontend 2026']], ...at(13) })).id;
    seen.cancelledDraft = (await create({ title: 'vis-cancelled-draft', ...at(14) })).id;
    seen.cancelled = (await create({ title: 'vis-cancelled', groupIds: [ids.group['Frontend 2026']], ...at(15) })).id;
    for (const id of [seen.all, seen.frontend, seen.python, seen.cancelled]) await publish(id);
    await ok('PUT', `events/cancel/${seen.cancelledDraft}?reason=no`);
    await ok('PUT', `events/cancel/${seen.cancelled}?reason=ill`);
  });

  it('shows an admin every status, by start, filtered by group and status', async () => {
    expect(await titles(period)).toEqual(['vis-all', 'vis-frontend', 'vis-python', 'vis-draft', 'vis-cancelled-draft', 'vis-cancelled']);
    expect(await titles(`${period}&groupId=${ids.group['Python Basics']}`)).toEqual(['vis-all', 'vis-python', 'vis-cancelled-draft']);
    expect(await titles(`${period}&eventStatus=CANCELLED`)).toEqual(['vis-cancelled-draft', 'vis-cancelled']);
    expect(await titles(`${period}&eventStatus=DRAFT&groupId=${ids.group['Frontend 2026']}`)).toEqual(['vis-draft']);
    // Without the trailing slash too.
    expect((await ok<EventListResponse>('GET', `events?${period}&eventStatus=ACTIVE`)).objects.map((o) => o.title)).toEqual([
      'vis-all',
      'vis-frontend',
      'vis-python',
    ]);
  });

  it("reads groupId 0 and eventStatus '0' as all, for every role (SPEC §7)", async () => {
    const all = ['vis-all', 'vis-frontend', 'vis-python', 'vis-draft', 'vis-cancelled-draft', 'vis-cancelled'];
    expect(await titles(`${period}&groupId=0`)).toEqual(all);
    expect(await titles(`${period}&eventStatus=0`)).toEqual(all);
    expect(await titles(`${period}&groupId=0&eventStatus=0`)).toEqual(all);
    expect(await titles(`${period}&groupId=0&eventStatus=CANCELLED`)).toEqual(['vis-cancelled-draft', 'vis-cancelled']);
    expect(await titles(`${period}&groupId=${ids.group['Python Basics']}&eventStatus=0`)).toEqual([
      'vis-all',
      'vis-python',
      'vis-cancelled-draft',
    ]);
    for (const role of ['STUDENT', 'INSTRUCTOR'] as const) {
      expect(await titles(`${period}&groupId=0&eventStatus=0`, tokens[role])).toEqual(['vis-all', 'vis-frontend', 'vis-cancelled']);
    }
  });

  it('still refuses any other groupId or eventStatus with a translated 400 naming it', async () => {
    const bad = async (query: string, lang?: string) => (await api('GET', `events/?${period}&${query}`, undefined, { lang })).json();
    expect(await bad('groupId=-1')).toEqual({ message: 'The field "groupId" must be at least 0.', status: 400, field: 'groupId' });
    expect(await bad('groupId=-1', 'ru')).toEqual({ message: 'Поле «groupId» должно быть не меньше 0.', status: 400, field: 'groupId' });
    expect(await bad('groupId=abc', 'ru')).toMatchObject({
      status: 400,
      field: 'groupId',
      message: expect.stringMatching(/^Поле «groupId»/),
    });
    expect(await bad('eventStatus=00')).toEqual({
      message: 'The field "eventStatus" must be one of: DRAFT, ACTIVE, CANCELLED, 0.',
      status: 400,
      field: 'eventStatus',
    });
    expect(await bad('eventStatus=all', 'ru')).toEqual({
      message: 'Поле «eventStatus» должно быть одним из: DRAFT, ACTIVE, CANCELLED, 0.',
      status: 400,
      field: 'eventStatus',
    });
    expect(await bad('groupId=999999', 'ru')).toEqual({ message: 'Группа 999999 не найдена.', status: 400, field: 'groupId' });
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)(
    'shows a %s of Frontend 2026 the published events for all and for that group',
    async (role) => {
      expect(await titles(period, tokens[role])).toEqual(['vis-all', 'vis-frontend', 'vis-cancelled']);
      expect(await titles(`${period}&eventStatus=CANCELLED`, tokens[role])).toEqual(['vis-cancelled']);
      expect(await titles(`${period}&groupId=${ids.group['Python Basics']}`, tokens[role])).toEqual(['vis-all']);
      expect((await api('GET', `events/${seen.frontend}`, undefined, { token: tokens[role] })).json()).toMatchObject({
        title: 'vis-frontend',
        status: 'ACTIVE',
      });
      for (const id of [seen.python, seen.draft, seen.cancelledDraft]) {
        expect((await api('GET', `events/${id}`, undefined, { token: tokens[role] })).statusCode).toBe(404);
      }
      const day = await api('GET', 'events/byDate?date=2031-03-15', undefined, { token: tokens[role] });
      expect(day.json()).toMatchObject({ count: 1, objects: [{ title: 'vis-cancelled', cancellationReason: 'ill' }] });
    },
  );

  it('shows an instructor the groups of the courses they teach, not of a course in the trash', async () => {
    const courseId = await addCourse(t.db, ids.schoolId, 'Python for events');
    await ok('POST', `courses/${courseId}/groups/${ids.group['Python Basics']}`);
    await ok('PUT', `courses/${courseId}/assignee?instructorsIds=${ids.user[INSTRUCTOR_EMAIL]}`);
    expect(await titles(period, tokens.INSTRUCTOR)).toEqual(['vis-all', 'vis-frontend', 'vis-python', 'vis-cancelled']);
    expect(await titles(period, tokens.STUDENT)).toEqual(['vis-all', 'vis-frontend', 'vis-cancelled']);
    await ok('DELETE', `courses/${courseId}`);
    expect(await titles(period, tokens.INSTRUCTOR)).toEqual(['vis-all', 'vis-frontend', 'vis-cancelled']);
  });

  it('refuses a period that is missing, reversed, too long or no date, naming the field', async () => {
    const bad = async (query: string, lang?: string) => (await api('GET', `events/?${query}`, undefined, { lang })).json();
    expect(await bad('to=2031-03-01')).toEqual({ message: 'The field "from" is required.', status: 400, field: 'from' });
    expect(await bad('from=2031-03-01')).toEqual({ message: 'The field "to" is required.', status: 400, field: 'to' });
    expect(await bad('from=2031-03-02&to=2031-03-01')).toEqual({
      message: 'The date "to" must not be earlier than the date "from".',
      status: 400,
      field: 'to',
    });
    expect(await bad('from=2031-03-02&to=2031-03-01', 'ru')).toEqual({
      message: 'Дата «to» не может быть раньше даты «from».',
      status: 400,
      field: 'to',
    });
    expect(await bad('from=2031-01-01&to=2032-02-05')).toEqual({
      message: 'The period can span at most 400 days.',
      status: 400,
      field: 'to',
    });
    expect(await bad('from=2031-02-30&to=2031-03-01')).toMatchObject({ status: 400, field: 'from' });
    expect(await bad('from=01.03.2031&to=2031-03-01')).toMatchObject({ status: 400, field: 'from' });
    expect(await bad(`${period}&eventStatus=LIVE`)).toMatchObject({ status: 400, field: 'eventStatus' });
    expect(await bad(`${period}&groupId=${other.groupId}`)).toEqual({
      message: `Group ${other.groupId} was not found.`,
      status: 400,
      field: 'groupId',
    });
    expect((await api('GET', 'events/byDate')).json()).toMatchObject({ status: 400, field: 'date' });
    expect((await api('GET', 'events/byDate?date=2031-13-01')).json()).toMatchObject({ status: 400, field: 'date' });
    // 400 days, from and to included, is the longest period.
    expect((await api('GET', 'events/?from=2031-01-01&to=2032-02-04')).statusCode).toBe(200);
  });

  it("answers 404 for another school's events on every call, and lists none of them", async () => {
    const token = tokens.OTHER;
    expect(await titles(period, token)).toEqual([]);
    expect((await api('GET', 'events/byDate?date=2031-03-10', undefined, { token })).json()).toEqual({
      objects: [],
      count: 0,
      deadlines: [],
    });
    for (const [method, url, body] of [
      ['GET', `events/${seen.all}`],
      ['PUT', `events/${seen.draft}`, input()],
      ['PUT', `events/publish/${seen.draft}`],
      ['PUT', `events/cancel/${seen.draft}?reason=mine`],
      ['DELETE', `events/${seen.draft}`],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, body, { token })).json(), `${method} ${url}`).toEqual({ message: 'Not found.', status: 404 });
    }
    expect(await ok<EventDto>('GET', `events/${seen.draft}`)).toMatchObject({ status: 'DRAFT', title: 'vis-draft' });
  });

  it('needs a session for every events call', async () => {
    for (const url of [`/api/events/?${period}`, `/api/events/${seen.all}`, '/api/events/byDate?date=2031-03-10']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('notifications', () => {
  const sentFor = async (eventId: number, kind: string) => {
    const rows = await t.db.selectFrom('notifications').select(['user_id', 'school_id', 'params']).where('kind', '=', kind).execute();
    return rows.filter((r) => (r.params as { eventId?: number }).eventId === eventId);
  };
  const userIds = (rows: Array<{ user_id: number }>) => rows.map((r) => r.user_id).sort((a, b) => a - b);

  it("tells each instructor and student of the event's groups once on publish, and again on cancel", async () => {
    const groupId = ids.group['Frontend 2026'];
    // A student in the trash hears nothing.
    const trashed = await addStudent(t.db, ids.schoolId, { groupId });
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', trashed).execute();
    const students = await t.db
      .selectFrom('student_profiles as sp')
      .innerJoin('users as u', 'u.id', 'sp.user_id')
      .select('u.id')
      .where('sp.group_id', '=', groupId)
      .where('u.deleted_at', 'is', null)
      .execute();
    // Frontend 2026 is on two courses: Ivan Petrov teaches both, John Carter one; each hears once.
    const expected = [...students.map((s) => s.id), ids.user[INSTRUCTOR_EMAIL], ids.user['john.carter@demo.test']].sort((a, b) => a - b);
    expect(expected).toContain(ids.user[STUDENT_EMAIL]);

    const event = await create({ title: 'notify-me', groupIds: [groupId] });
    expect(await sentFor(event.id, 'EVENT_PUBLISHED')).toEqual([]);
    await publish(event.id);
    const published = await sentFor(event.id, 'EVENT_PUBLISHED');
    expect(userIds(published)).toEqual(expected);
    expect(published[0]).toMatchObject({
      school_id: ids.schoolId,
      params: { eventId: event.id, title: 'notify-me', start: event.start, end: event.end, allDay: false, eventType: 'EVENT' },
    });
    // A refused second publish records nothing.
    expect((await api('PUT', `events/publish/${event.id}`)).statusCode).toBe(409);
    expect(await sentFor(event.id, 'EVENT_PUBLISHED')).toHaveLength(expected.length);

    await ok('PUT', `events/cancel/${event.id}?reason=Snow`);
    const cancelled = await sentFor(event.id, 'EVENT_CANCELLED');
    expect(userIds(cancelled)).toEqual(expected);
    expect(cancelled[0].params).toEqual({
      eventId: event.id,
      title: 'notify-me',
      start: event.start,
      end: event.end,
      allDay: event.allDay,
      reason: 'Snow',
    });
    expect((await api('PUT', `events/cancel/${event.id}?reason=again`)).statusCode).toBe(409);
    expect(await sentFor(event.id, 'EVENT_CANCELLED')).toHaveLength(expected.length);
  });

  it('tells everyone of the school but admins about an event for every group', async () => {
    const event = await create({ title: 'notify-all' });
    await publish(event.id);
    const everyone = await t.db
      .selectFrom('users')
      .select('id')
      .where('school_id', '=', ids.schoolId)
      .where('role', 'in', ['INSTRUCTOR', 'STUDENT'])
      .where('deleted_at', 'is', null)
      .execute();
    const sent = await sentFor(event.id, 'EVENT_PUBLISHED');
    expect(userIds(sent)).toEqual(everyone.map((u) => u.id).sort((a, b) => a - b));
    expect(sent.every((n) => n.school_id === ids.schoolId)).toBe(true);
    expect(userIds(sent)).not.toContain(ids.user[ADMIN_EMAIL]);
    expect(userIds(sent)).not.toContain(other.studentId);
  });

  it('notifies nobody when a draft is cancelled', async () => {
    const event = await create({ title: 'quiet draft', groupIds: [ids.group['Frontend 2026']] });
    await ok('PUT', `events/cancel/${event.id}?reason=Not needed`);
    expect(await sentFor(event.id, 'EVENT_CANCELLED')).toEqual([]);
    expect(await sentFor(event.id, 'EVENT_PUBLISHED')).toEqual([]);
  });
});

describe('weekly schedule and days across timezones', () => {
  // These name their own 2026 dates; an event already over cannot be created, so the clock is before them.
  beforeEach(() => t.clock.set(new Date('2026-01-01T00:00:00Z')));

  it('repeats a class weekly at the same Berlin wall-clock time across the change to summer time, until the last day', async () => {
    const berlin = await createOtherSchool(t.db, 'Europe/Berlin');
    const token = await login(t.app, berlin.adminEmail);
    const res = await api(
      'POST',
      'events/',
      input({
        eventType: 'SCHEDULE',
        title: 'Physics',
        start: '2026-03-16T09:00:00+01:00',
        end: '2026-03-16T10:30:00+01:00',
        repeatUntil: '2026-04-13',
        groupIds: [berlin.groupId],
      }),
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id;
    const occurrences = await list('from=2026-03-01&to=2026-05-31', token);
    expect(occurrences.map((o) => [o.occurrenceStart, o.occurrenceEnd])).toEqual([
      ['2026-03-16T08:00:00.000Z', '2026-03-16T09:30:00.000Z'],
      ['2026-03-23T08:00:00.000Z', '2026-03-23T09:30:00.000Z'],
      ['2026-03-30T07:00:00.000Z', '2026-03-30T08:30:00.000Z'],
      ['2026-04-06T07:00:00.000Z', '2026-04-06T08:30:00.000Z'],
      ['2026-04-13T07:00:00.000Z', '2026-04-13T08:30:00.000Z'],
    ]);
    // Every occurrence carries the series' own fields.
    expect(occurrences.every((o) => o.id === id && o.start === '2026-03-16T08:00:00.000Z' && o.repeatUntil === '2026-04-13')).toBe(true);
    // A period inside the series answers only its weeks.
    expect((await list('from=2026-03-24&to=2026-04-06', token)).map((o) => o.occurrenceStart)).toEqual([
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ]);
    expect((await api('GET', 'events/byDate?date=2026-03-30', undefined, { token })).json()).toMatchObject({
      count: 1,
      objects: [{ occurrenceStart: '2026-03-30T07:00:00.000Z' }],
    });
    expect((await api('GET', 'events/byDate?date=2026-04-20', undefined, { token })).json()).toEqual({
      objects: [],
      count: 0,
      deadlines: [],
    });
    // Shortening the series moves its end.
    const { repeatUntil: _r, ...rest } = input({
      eventType: 'SCHEDULE',
      title: 'Physics',
      start: '2026-03-16T09:00:00+01:00',
      end: '2026-03-16T10:30:00+01:00',
      groupIds: [],
    });
    expect((await api('PUT', `events/${id}`, { ...rest, repeatUntil: '2026-03-29' }, { token })).statusCode).toBe(200);
    expect(await list('from=2026-03-01&to=2026-05-31', token)).toHaveLength(2);
  });

  it.each([
    // [zone, start, its UTC instant, the local day it belongs to, the UTC day it does not]
    ['America/Los_Angeles', '2026-05-04T23:30:00-07:00', '2026-05-05T06:30:00.000Z', '2026-05-04', '2026-05-05'],
    ['Asia/Vladivostok', '2026-05-05T07:30:00+10:00', '2026-05-04T21:30:00.000Z', '2026-05-05', '2026-05-04'],
    ['Asia/Vladivostok', '2026-05-04T23:30:00+10:00', '2026-05-04T13:30:00.000Z', '2026-05-04', '2026-05-05'],
  ])('puts an event in %s at %s on its local day', async (timeZone, start, startUtc, localDay, utcDay) => {
    const school = await createOtherSchool(t.db, timeZone);
    const token = await login(t.app, school.adminEmail);
    const end = new Date(new Date(startUtc).getTime() + minutes(20)).toISOString();
    const created = await api('POST', 'events/', input({ title: `in ${timeZone}`, start, end }), { token });
    expect(created.json().start).toBe(startUtc);
    const day = (date: string) =>
      api('GET', `events/byDate?date=${date}`, undefined, { token }).then((r) => r.json().objects.map((o: EventDto) => o.title));
    expect(await day(localDay)).toEqual([`in ${timeZone}`]);
    expect(await day(utcDay)).toEqual([]);
    expect(await titles(`from=${localDay}&to=${localDay}`, token)).toEqual([`in ${timeZone}`]);
    expect(await titles(`from=${utcDay}&to=${utcDay}`, token)).toEqual([]);
  });

  it('shows an event running past midnight on both of its days', async () => {
    const late = await create({ title: 'night watch', start: '2031-06-01T22:00:00+03:00', end: '2031-06-02T02:00:00+03:00' });
    const day = async (date: string) =>
      (await ok<EventListResponse>('GET', `events/byDate?date=${date}`)).objects.filter((o) => o.id === late.id).length;
    expect([await day('2031-06-01'), await day('2031-06-02'), await day('2031-06-03')]).toEqual([1, 1, 0]);
  });
});
