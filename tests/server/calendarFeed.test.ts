import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventInput, EventOccurrenceDto } from '../../src/api/events.js';
import { hashPassword, hashToken } from '../../server/lib/crypto.js';
import { DEMO_PASSWORD, call, createTestApp, login, type TestApp } from './helpers.js';
import { addGroup, addStudent, createOtherSchool } from './schoolFixtures.js';

/*
 * The personal iCalendar feed, read back with ical.js as a calendar app would: a school in
 * Europe/Berlin (summer time from 30 March 2031) so a weekly class crosses a clock change.
 */

let t: TestApp;
let school: Awaited<ReturnType<typeof createOtherSchool>>;
const tokens = { ADMIN: '', STUDENT: '', INSTRUCTOR: '' };
const ev: Record<string, number> = {};
let studentEmail = '';
let adminLanguage = '';
const START = new Date('2031-03-01T12:00:00Z');

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string; payload?: object; lang?: string } = {}) =>
  call(t.app, { method, url: `/api/${url}`, payload: opts.payload, token: opts.token ?? tokens.ADMIN, lang: opts.lang });

async function create(body: Partial<EventInput>, state: 'DRAFT' | 'ACTIVE' | 'CANCELLED' | 'CANCELLED_DRAFT' = 'ACTIVE'): Promise<number> {
  const res = await api('POST', 'events/', {
    payload: { eventType: 'EVENT', allDay: false, groupIds: [], description: '', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json();
  if (state === 'ACTIVE' || state === 'CANCELLED') expect((await api('PUT', `events/publish/${id}`)).statusCode).toBe(200);
  if (state === 'CANCELLED' || state === 'CANCELLED_DRAFT') {
    expect((await api('PUT', `events/cancel/${id}?reason=${encodeURIComponent('The teacher is ill')}`)).statusCode).toBe(200);
  }
  return id;
}

/** GET /api/calendar/feed, expecting a fresh address. */
async function freshFeed(token: string): Promise<{ url: string; webcalUrl: string; createdAt: string }> {
  const res = await api('GET', 'calendar/feed', { token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().url).not.toBeNull();
  return res.json();
}

/** Fetches a feed URL with no session at all, as a calendar app does. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  status: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
  rrule: string | null;
  occurrences: string[];
}

/** Parses a feed as a calendar app would: its time zones first, then every event with its occurrences. */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const occurrences: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(), n = 0; next && n < 100; next = iterator.next(), n++) occurrences.push(next.toJSDate().toISOString());
    const rrule = component.getFirstProperty('rrule');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      location: event.location ?? null,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      start: event.startDate,
      end: event.endDate,
      rrule: rrule ? String(rrule.getFirstValue()) : null,
      occurrences,
    };
  });
  return { calendar, events };
}

beforeAll(async () => {
  t = await createTestApp({ startAt: START, env: { PUBLIC_URL: 'https://lms.example.com/' } });
  school = await createOtherSchool(t.db, 'Europe/Berlin');
  await t.db.updateTable('schools').set({ name: 'Berlin, Campus; Mitte' }).where('id', '=', school.schoolId).execute();
  const student = await t.db.selectFrom('users').select('email').where('id', '=', school.studentId).executeTakeFirstOrThrow();
  studentEmail = student.email;
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('school_id', '=', school.schoolId)
    .execute();
  // The instructor teaches a course of the school's group.
  await t.db.insertInto('course_groups').values({ course_id: school.courseId, group_id: school.groupId }).execute();
  await t.db.insertInto('course_instructors').values({ course_id: school.courseId, instructor_id: school.instructorId }).execute();
  const instructor = await t.db.selectFrom('users').select('email').where('id', '=', school.instructorId).executeTakeFirstOrThrow();
  tokens.ADMIN = await login(t.app, school.adminEmail);
  adminLanguage = (await t.db.selectFrom('users').select('language').where('email', '=', school.adminEmail).executeTakeFirstOrThrow())
    .language;
  tokens.STUDENT = await login(t.app, studentEmail);
  tokens.INSTRUCTOR = await login(t.app, instructor.email);

  const otherGroup = await addGroup(t.db, school.schoolId, 'Another group');
  await addStudent(t.db, school.schoolId, { groupId: otherGroup });
  const group = [school.groupId];
  ev.once = await create({
    title: 'Open day',
    start: '2031-03-20T10:00:00+01:00',
    end: '2031-03-20T12:00:00+01:00',
    place: 'Main hall',
    onlineLink: 'https://meet.example.com/open',
  });
  ev.weekly = await create({
    eventType: 'SCHEDULE',
    title: 'Physics',
    start: '2031-03-17T09:00:00+01:00',
    end: '2031-03-17T10:30:00+01:00',
    repeatUntil: '2031-04-14',
    groupIds: group,
    place: 'Room 12',
  });
  ev.allDay = await create({
    title: 'Project days',
    allDay: true,
    start: '2031-03-25T00:00:00+01:00',
    end: '2031-03-27T00:00:00+01:00',
    groupIds: group,
  });
  ev.weeklyAllDay = await create({
    eventType: 'SCHEDULE',
    title: 'Sports day',
    allDay: true,
    start: '2031-03-21T00:00:00+01:00',
    end: '2031-03-22T00:00:00+01:00',
    repeatUntil: '2031-04-04',
    groupIds: group,
  });
  ev.cancelled = await create(
    { title: 'Chemistry trip', start: '2031-03-22T08:00:00+01:00', end: '2031-03-22T16:00:00+01:00', groupIds: group },
    'CANCELLED',
  );
  ev.draft = await create(
    { title: 'Secret plan', start: '2031-03-23T08:00:00+01:00', end: '2031-03-23T09:00:00+01:00', groupIds: group },
    'DRAFT',
  );
  ev.cancelledDraft = await create(
    { title: 'Never announced', start: '2031-03-24T08:00:00+01:00', end: '2031-03-24T09:00:00+01:00' },
    'CANCELLED_DRAFT',
  );
  ev.otherGroup = await create({
    title: 'Other group only',
    start: '2031-03-26T08:00:00+01:00',
    end: '2031-03-26T09:00:00+01:00',
    groupIds: [otherGroup],
  });
  // Made while it was still to come: an event already over cannot be created.
  const now = t.clock.now();
  t.clock.set(new Date('2029-01-01T00:00:00Z'));
  ev.longAgo = await create({ title: 'Long ago', start: '2029-06-01T08:00:00+02:00', end: '2029-06-01T09:00:00+02:00' });
  t.clock.set(now);
});
afterAll(async () => {
  await t?.close();
});
// Each test starts at the same moment with no feed addresses and the admin's own language.
beforeEach(async () => {
  t.clock.set(START);
  await t.db.deleteFrom('calendar_feeds').execute();
  await t.db.updateTable('users').set({ language: adminLanguage }).where('email', '=', school.adminEmail).execute();
});

describe('the feed address', () => {
  it('is made on the first call, shown once, and stored only as a hash', async () => {
    const first = await freshFeed(tokens.STUDENT);
    expect(first.url).toMatch(/^https:\/\/lms\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('https://', 'webcal://'));
    expect(first.createdAt).toBe('2031-03-01T12:00:00.000Z');
    const token = first.url.split('/').pop()!.replace('.ics', '');
    const row = await t.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', school.studentId).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const again = await api('GET', 'calendar/feed', { token: tokens.STUDENT });
    expect(again.json()).toEqual({ url: null, webcalUrl: null, createdAt: '2031-03-01T12:00:00.000Z' });
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
  });

  it('is open to every role but needs a session to manage', async () => {
    for (const token of [tokens.ADMIN, tokens.INSTRUCTOR]) expect((await api('GET', 'calendar/feed', { token })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/calendar/feed'],
      ['POST', '/api/calendar/feed/rotate'],
      ['DELETE', '/api/calendar/feed'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const roles = Object.fromEntries(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.roles]));
    expect(roles['GET /api/calendar/:token.ics']).toBe('public');
    expect(roles['GET /api/calendar/feed']).toEqual(['ADMIN', 'INSTRUCTOR', 'STUDENT']);
  });

  it('rotates: the new address works, the old one answers 404 at once', async () => {
    const old = (await api('POST', 'calendar/feed/rotate', { token: tokens.INSTRUCTOR })).json();
    t.clock.advance(60_000);
    const res = await api('POST', 'calendar/feed/rotate', { token: tokens.INSTRUCTOR, lang: 'ru' });
    expect(res.json()).toEqual({
      message: 'Создан новый адрес календаря; старый больше не работает.',
      url: expect.stringMatching(/\.ics$/),
      webcalUrl: expect.stringMatching(/^webcal:\/\//),
      createdAt: t.clock.now().toISOString(),
    });
    expect(res.json().url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).json()).toEqual({ message: 'Not found.', status: 404 });
    expect((await fetchFeed(res.json().url)).statusCode).toBe(200);
    expect((await api('GET', 'calendar/feed', { token: tokens.INSTRUCTOR })).json()).toMatchObject({
      url: null,
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('revokes: the address answers 404 and the next call makes a new one', async () => {
    const feed = (await api('POST', 'calendar/feed/rotate', { token: tokens.ADMIN })).json();
    expect((await api('DELETE', 'calendar/feed', { token: tokens.ADMIN })).json()).toEqual({
      message: 'The calendar address has been turned off.',
    });
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    const fresh = await freshFeed(tokens.ADMIN);
    expect(fresh.url).not.toBe(feed.url);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
  });

  it('answers 404 for a wrong or malformed token, with no session needed or used', async () => {
    for (const path of [
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/api/calendar/short.ics',
      '/api/calendar/feed.ics',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it("answers 404 for a blocked user's feed, and again once unblocked", async () => {
    const feed = (await api('POST', 'calendar/feed/rotate', { token: tokens.STUDENT })).json();
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', school.studentId).execute();
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    await t.db.updateTable('users').set({ blocked: false }).where('id', '=', school.studentId).execute();
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
  });
});

describe('the feed itself', () => {
  let studentFeed: ReturnType<typeof parseFeed>;
  let studentText = '';
  const byTitle = (title: string) => studentFeed.events.find((e) => e.summary === title)!;
  beforeAll(async () => {
    const feed = (await api('POST', 'calendar/feed/rotate', { token: tokens.STUDENT })).json();
    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    studentText = res.body;
    studentFeed = parseFeed(studentText);
  });

  it("holds the student's published events, with stable UIDs and the school's name", () => {
    // TEXT, so the comma and semicolon are escaped (RFC 5545 3.3.11).
    expect(studentText).toContain('X-WR-CALNAME:Berlin\\, Campus\\; Mitte\r\n');
    expect(studentFeed.calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(studentFeed.events.map((e) => e.summary).sort()).toEqual([
      'Chemistry trip',
      'Open day',
      'Physics',
      'Project days',
      'Sports day',
    ]);
    expect(byTitle('Open day').uid).toBe(`event-${ev.once}@lms.example.com`);
    expect(byTitle('Physics').uid).toBe(`event-${ev.weekly}@lms.example.com`);
  });

  it('writes a single timed event in UTC, with the place and the link', () => {
    const open = byTitle('Open day');
    expect(studentText).toContain('DTSTART:20310320T090000Z');
    expect(open.start.toJSDate().toISOString()).toBe('2031-03-20T09:00:00.000Z');
    expect(open.end.toJSDate().toISOString()).toBe('2031-03-20T11:00:00.000Z');
    expect(open.rrule).toBeNull();
    expect(open.status).toBe('CONFIRMED');
    expect(open.location).toBe('Main hall');
    expect(open.description).toBe('Place: Main hall\n\nOnline: https://meet.example.com/open');
  });

  it('writes a weekly class as an RRULE in the school zone that keeps 09:00 across summer time, like the API', async () => {
    const physics = byTitle('Physics');
    expect(physics.rrule).toBe('FREQ=WEEKLY;UNTIL=20310414T070000Z');
    expect(studentText).toContain('DTSTART;TZID=Europe/Berlin:20310317T090000');
    expect(studentFeed.calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
    expect(physics.occurrences).toEqual([
      '2031-03-17T08:00:00.000Z',
      '2031-03-24T08:00:00.000Z',
      '2031-03-31T07:00:00.000Z',
      '2031-04-07T07:00:00.000Z',
      '2031-04-14T07:00:00.000Z',
    ]);
    const fromApi: EventOccurrenceDto[] = (await api('GET', 'events/?from=2031-03-01&to=2031-05-31', { token: tokens.STUDENT })).json()
      .objects;
    expect(fromApi.filter((o) => o.id === ev.weekly).map((o) => o.occurrenceStart)).toEqual(physics.occurrences);
  });

  it('writes all-day events as dates, the end the day after the last', () => {
    const days = byTitle('Project days');
    expect(days.start.isDate).toBe(true);
    expect([days.start.toString(), days.end.toString()]).toEqual(['2031-03-25', '2031-03-27']);
    expect(studentText).toContain('DTSTART;VALUE=DATE:20310325');
    const sports = byTitle('Sports day');
    expect(sports.rrule).toBe('FREQ=WEEKLY;UNTIL=20310404');
    expect(sports.occurrences.map((o) => o.slice(0, 10))).toEqual(['2031-03-21', '2031-03-28', '2031-04-04']);
  });

  it('marks a cancelled event CANCELLED with its reason, and leaves out drafts, other groups and the long past', () => {
    const trip = byTitle('Chemistry trip');
    expect(trip.status).toBe('CANCELLED');
    expect(trip.description).toBe('Cancelled: The teacher is ill');
    expect(studentText).not.toContain('Secret plan');
    expect(studentText).not.toContain('Never announced');
    expect(studentText).not.toContain('Other group only');
    expect(studentText).not.toContain('Long ago');
  });

  it("gives an admin every event but drafts, and writes the labels in the user's language", async () => {
    await t.db.updateTable('users').set({ language: 'ru' }).where('email', '=', school.adminEmail).execute();
    const feed = (await api('POST', 'calendar/feed/rotate', { token: tokens.ADMIN })).json();
    const parsed = parseFeed((await fetchFeed(feed.url)).body);
    expect(parsed.events.map((e) => e.summary).sort()).toEqual([
      'Chemistry trip',
      'Never announced',
      'Open day',
      'Other group only',
      'Physics',
      'Project days',
      'Sports day',
    ]);
    expect(parsed.events.find((e) => e.summary === 'Open day')!.description).toBe(
      'Место: Main hall\n\nОнлайн: https://meet.example.com/open',
    );
    expect(parsed.events.find((e) => e.summary === 'Never announced')!.status).toBe('CANCELLED');
  });

  it('follows changes: a class moved by the admin moves in the feed, a deleted one leaves it', async () => {
    // An event of its own, so the others' fixed events stay as they are.
    const moving = await create({ title: 'Moving day', start: '2031-03-20T10:00:00+01:00', end: '2031-03-20T12:00:00+01:00' });
    const feed = (await api('POST', 'calendar/feed/rotate', { token: tokens.STUDENT })).json();
    const res = await api('PUT', `events/${moving}`, {
      payload: {
        eventType: 'EVENT',
        title: 'Moving day',
        allDay: false,
        groupIds: [],
        start: '2031-03-20T14:00:00+01:00',
        end: '2031-03-20T15:00:00+01:00',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    let parsed = parseFeed((await fetchFeed(feed.url)).body);
    expect(
      parsed.events
        .find((e) => e.summary === 'Moving day')!
        .start.toJSDate()
        .toISOString(),
    ).toBe('2031-03-20T13:00:00.000Z');
    expect((await api('DELETE', `events/${moving}`)).statusCode).toBe(200);
    parsed = parseFeed((await fetchFeed(feed.url)).body);
    expect(parsed.events.map((e) => e.summary)).not.toContain('Moving day');
  });
});

describe('task deadlines in the feed', () => {
  const task: Record<string, number> = {};
  const lesson: Record<string, number> = {};
  let courseId = 0;
  let position = 100;
  /** A lesson with one task of a course, straight in the database. */
  async function addTask(schoolId: number, course: number, name: string, deadline: string) {
    const row = await t.db
      .insertInto('lessons')
      .values({
        school_id: schoolId,
        course_id: course,
        name: `Lesson of ${name}`,
        show_date: '2031-01-01T00:00:00Z',
        position: ++position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lesson[name] = row.id;
    const made = await t.db
      .insertInto('tasks')
      .values({ school_id: schoolId, lesson_id: row.id, name, task_elements: '[]', deadline, max_points: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    task[name] = made.id;
  }
  const feedOf = async (token: string) => {
    const feed = (await api('POST', 'calendar/feed/rotate', { token })).json();
    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    return { text: res.body, parsed: parseFeed(res.body) };
  };
  const deadlineUids = (parsed: ReturnType<typeof parseFeed>) => parsed.events.map((e) => e.uid).filter((uid) => uid.startsWith('task-'));

  beforeAll(async () => {
    courseId = school.courseId;
    await addTask(school.schoolId, courseId, 'Essay, part 1', '2031-03-28T16:00:00Z');
    const otherGroup = await t.db
      .selectFrom('groups')
      .select('id')
      .where('school_id', '=', school.schoolId)
      .where('name', '=', 'Another group')
      .executeTakeFirstOrThrow();
    const otherCourse = await t.db
      .insertInto('courses')
      .values({ school_id: school.schoolId, name: 'Another course' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('course_groups').values({ course_id: otherCourse.id, group_id: otherGroup.id }).execute();
    await addTask(school.schoolId, otherCourse.id, 'Other group task', '2031-03-29T16:00:00Z');
    const demo = await t.db
      .selectFrom('courses as c')
      .innerJoin('schools as s', 's.id', 'c.school_id')
      .select(['c.id', 's.id as school_id'])
      .where('s.domain', '=', 'demo')
      .executeTakeFirstOrThrow();
    await addTask(demo.school_id, demo.id, 'Demo school task', '2031-03-28T16:00:00Z');
    await addTask(school.schoolId, courseId, 'Long past task', '2029-06-01T16:00:00Z');
  });
  afterAll(async () => {
    await t.db.deleteFrom('tasks').where('id', 'in', Object.values(task)).execute();
    await t.db.deleteFrom('lessons').where('id', 'in', Object.values(lesson)).execute();
  });

  it("gives a student their courses' deadlines as instants with the course, the lesson and a link to the task", async () => {
    const { text, parsed } = await feedOf(tokens.STUDENT);
    expect(deadlineUids(parsed)).toEqual([`task-${task['Essay, part 1']}@lms.example.com`]);
    const entry = parsed.events.find((e) => e.uid === `task-${task['Essay, part 1']}@lms.example.com`)!;
    expect(entry.summary).toBe('Deadline: Essay, part 1');
    expect(entry.description).toBe('Course: Other course\nLesson: Lesson of Essay, part 1');
    expect(entry.start.toJSDate().toISOString()).toBe('2031-03-28T16:00:00.000Z');
    expect(text).toContain('DTSTART:20310328T160000Z\r\n');
    const component = parsed.calendar.getAllSubcomponents('vevent').find((c) => c.getFirstPropertyValue('uid') === entry.uid)!;
    expect(component.getFirstPropertyValue('dtend')).toBeNull();
    expect(component.getFirstPropertyValue('url')).toBe(
      `https://lms.example.com/student/courses/${courseId}/lessons/${lesson['Essay, part 1']}/tasks/${task['Essay, part 1']}`,
    );
    expect(component.getFirstPropertyValue('categories')).toBe('Task deadline');
  });

  it("gives the instructor their course's deadlines and the admin the school's, never another school's", async () => {
    const instructor = await feedOf(tokens.INSTRUCTOR);
    expect(deadlineUids(instructor.parsed)).toEqual([`task-${task['Essay, part 1']}@lms.example.com`]);
    expect(instructor.text).toContain(
      `URL;VALUE=URI:https://lms.example.com/instructor/courses/${courseId}/lessons/${lesson['Essay, part 1']}\r\n`,
    );
    const admin = await feedOf(tokens.ADMIN);
    expect(deadlineUids(admin.parsed).sort()).toEqual(
      [`task-${task['Essay, part 1']}@lms.example.com`, `task-${task['Other group task']}@lms.example.com`].sort(),
    );
    for (const { text } of [instructor, admin]) {
      expect(text).not.toContain('Demo school task');
      expect(text).not.toContain('Long past task');
    }
  });

  it("writes the labels in the owner's language", async () => {
    await t.db.updateTable('users').set({ language: 'ru' }).where('email', '=', school.adminEmail).execute();
    const { parsed } = await feedOf(tokens.ADMIN);
    const entry = parsed.events.find((e) => e.uid === `task-${task['Essay, part 1']}@lms.example.com`)!;
    expect(entry.summary).toBe('Срок сдачи: Essay, part 1');
    expect(entry.description).toBe('Курс: Other course\nУрок: Lesson of Essay, part 1');
  });
});

describe('the feed as text (RFC 5545 3.1)', () => {
  it('ends every content line with CRLF, END:VCALENDAR included, and has no bare LF', async () => {
    const feed = (await api('POST', 'calendar/feed/rotate', { token: tokens.STUDENT })).json();
    const { body } = await fetchFeed(feed.url);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
