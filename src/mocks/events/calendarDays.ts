import type { EventDto, EventOccurrenceDto } from '../../api/events';
import { fromDateTimeInput, wallTimeOf } from '../../api/schoolTime';
import { DEMO_ACCOUNTS } from '../builders/builders';
import { dayOf, EVENT_ZONE } from '../builders/eventBuilders';
import { mockStore } from '../store/mockStore';

/*
 * The mock calendar's days and occurrences, as server/routes/events expands them: school-zone
 * days (buildMe's Europe/Moscow), weekly series on the same wall clock, and what each role sees.
 */

export const midnight = (day: string) => fromDateTimeInput(`${day}T00:00`, EVENT_ZONE) as Date;
export const nextDay = (day: string) =>
  new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) + 1)).toISOString().slice(0, 10);
/** The school-zone days [from, to] as instants [from, to). */
export const periodOf = (from: string, to: string) => ({ start: midnight(from), end: midnight(nextDay(to)) });

/** The k-th weekly occurrence's start, on the same wall clock as the first. */
function weekly(start: string, k: number): Date {
  const w = wallTimeOf(new Date(start), EVENT_ZONE);
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day + 7 * k)).toISOString().slice(0, 10);
  const two = (n: number) => String(n).padStart(2, '0');
  return fromDateTimeInput(`${day}T${two(w.hour)}:${two(w.minute)}`, EVENT_ZONE) as Date;
}

/** The occurrences of an event overlapping [from, to), as the server expands them. */
function occurrencesOf(event: EventDto, from: Date, to: Date): EventOccurrenceDto[] {
  const length = new Date(event.end).getTime() - new Date(event.start).getTime();
  const found: EventOccurrenceDto[] = [];
  for (let k = 0; ; k++) {
    const start = k === 0 ? new Date(event.start) : weekly(event.start, k);
    if (k > 0 && (!event.repeatUntil || event.eventType !== 'SCHEDULE' || dayOf(start.toISOString()) > event.repeatUntil)) break;
    if (start >= to) break;
    const end = new Date(start.getTime() + length);
    if (end > from) found.push({ ...event, occurrenceStart: start.toISOString(), occurrenceEnd: end.toISOString() });
    if (k > 600) break;
  }
  return found;
}

/** The groups a non-admin sees events of: a student's group, an instructor's courses' groups. */
function groupsOf(role: string): number[] {
  if (role === 'STUDENT') {
    const student = mockStore.school.students.find((s) => s.email === DEMO_ACCOUNTS.STUDENT.email);
    return student?.groupId ? [student.groupId] : [];
  }
  const teacher = mockStore.school.instructors.find((i) => i.email === DEMO_ACCOUNTS.INSTRUCTOR.email);
  const courses = mockStore.school.courseInstructors.filter(([, t]) => t === teacher?.teacherId).map(([c]) => c);
  return mockStore.school.courseGroups.filter(([c]) => courses.includes(c)).map(([, g]) => g);
}

export function visibleTo(role: string, event: EventDto): boolean {
  if (role === 'ADMIN') return true;
  if (event.status === 'DRAFT' || !event.publishedAt) return false;
  const mine = groupsOf(role);
  return event.groupIds.length === 0 || event.groupIds.some((id) => mine.includes(id));
}

export interface CalendarFilter {
  groupId?: number;
  eventStatus?: string;
}

/** The occurrences a role sees in the days [from, to], by start then id. */
export function occurrencesIn(role: string, from: string, to: string, filter: CalendarFilter = {}) {
  const { start, end } = periodOf(from, to);
  return mockStore.calendar.events
    .filter((event) => visibleTo(role, event))
    .filter((event) => !filter.groupId || event.groupIds.length === 0 || event.groupIds.includes(filter.groupId))
    .filter((event) => !filter.eventStatus || event.status === filter.eventStatus)
    .flatMap((event) => occurrencesOf(event, start, end))
    .sort((a, b) => a.occurrenceStart.localeCompare(b.occurrenceStart) || a.id - b.id);
}
