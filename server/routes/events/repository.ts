import { sql, type ExpressionBuilder } from 'kysely';
import type { EventDto, EventListQuery, EventOccurrenceDto, EventStatus } from '../../../src/api/events.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { fullName } from '../../lib/names.js';
import { occurrencesBetween } from './occurrences.js';
import { addDays, startOfDay } from './zonedTime.js';

export type Viewer = Pick<SessionUser, 'id' | 'schoolId' | 'role'>;

type Eb = ExpressionBuilder<Database & { e: Database['events'] }, 'e'>;

/** The groups whose events a viewer sees: a student's group; the groups of an instructor's live courses. */
function viewerGroups(eb: Eb, viewer: Viewer) {
  return viewer.role === 'STUDENT'
    ? eb.selectFrom('student_profiles as sp').select('sp.group_id').where('sp.user_id', '=', viewer.id)
    : eb
        .selectFrom('course_groups as cg')
        .innerJoin('course_instructors as ci', 'ci.course_id', 'cg.course_id')
        .innerJoin('courses as co', 'co.id', 'cg.course_id')
        .select('cg.group_id')
        .where('ci.instructor_id', '=', viewer.id)
        .where('co.deleted_at', 'is', null);
}

/** An event is shown to a group when it is for every group or names that live group. */
function shownTo(eb: Eb, groups: ReturnType<typeof viewerGroups> | number) {
  return eb.or([
    eb('e.all_groups', '=', true),
    eb.exists(
      eb
        .selectFrom('event_groups as eg')
        .innerJoin('groups as g', 'g.id', 'eg.group_id')
        .select('eg.group_id')
        .whereRef('eg.event_id', '=', 'e.id')
        .where('g.deleted_at', 'is', null)
        .where('eg.group_id', 'in', typeof groups === 'number' ? [groups] : groups),
    ),
  ]);
}

/** Whether an event has been published: ACTIVE, or CANCELLED after it was ACTIVE. */
const published = (eb: Eb) =>
  eb.or([eb('e.status', '=', 'ACTIVE'), eb.and([eb('e.status', '=', 'CANCELLED'), eb('e.published_at', 'is not', null)])]);

/**
 * The events a user may read. An admin reads every event of the school; an instructor or a
 * student the published ones (active, or cancelled after publishing) for every group or for
 * one of their groups.
 */
export function visibleEvents(db: Db, viewer: Viewer) {
  return db
    .selectFrom('events as e')
    .leftJoin('users as c', 'c.id', 'e.created_by')
    .where('e.school_id', '=', viewer.schoolId)
    .$if(viewer.role !== 'ADMIN', (q) => q.where((eb) => eb.and([published(eb), shownTo(eb, viewerGroups(eb, viewer))])));
}

const columns = [
  'e.id',
  'e.event_type',
  'e.title',
  'e.description',
  'e.start_at',
  'e.end_at',
  'e.all_day',
  'e.all_groups',
  'e.place',
  'e.online_link',
  'e.repeat_until',
  'e.status',
  'e.cancellation_reason',
  'e.published_at',
  'e.created_by',
  'c.first_name as creator_first_name',
  'c.last_name as creator_last_name',
  'e.created_at',
  'e.updated_at',
] as const;

export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;
const selectEvents = (db: Db, viewer: Viewer) => visibleEvents(db, viewer).select(columns);

type GroupRef = { id: number; groupName: string };

/** The live groups each event names, by name. */
async function groupsOf(db: Db, eventIds: number[]): Promise<Map<number, GroupRef[]>> {
  const byEvent = new Map<number, GroupRef[]>();
  if (!eventIds.length) return byEvent;
  const rows = await db
    .selectFrom('event_groups as eg')
    .innerJoin('groups as g', 'g.id', 'eg.group_id')
    .select(['eg.event_id', 'g.id', 'g.name'])
    .where('eg.event_id', 'in', eventIds)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
  for (const row of rows) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({ id: row.id, groupName: row.name });
    byEvent.set(row.event_id, list);
  }
  return byEvent;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toDto(row: EventRow, groups: GroupRef[]): EventDto {
  return {
    id: row.id,
    eventType: row.event_type,
    title: row.title,
    description: row.description,
    start: iso(row.start_at),
    end: iso(row.end_at),
    allDay: row.all_day,
    groupIds: groups.map((g) => g.id),
    groups,
    place: row.place,
    onlineLink: row.online_link,
    repeatUntil: row.repeat_until,
    status: row.status,
    cancellationReason: row.cancellation_reason,
    publishedAt: row.published_at ? iso(row.published_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdBy:
      row.created_by !== null && row.creator_first_name !== null
        ? { id: row.created_by, fullName: fullName(row.creator_first_name, row.creator_last_name ?? '') }
        : null,
  };
}

/** Rows as the API answers them, with their groups. */
export async function toDtos(db: Db, rows: EventRow[]): Promise<EventDto[]> {
  const groups = await groupsOf(
    db,
    rows.filter((r) => !r.all_groups).map((r) => r.id),
  );
  return rows.map((row) => toDto(row, groups.get(row.id) ?? []));
}

/** One event the viewer may read; 404 for another school's, a missing one or one hidden from them. */
export async function getEvent(db: Db, viewer: Viewer, id: number): Promise<EventDto> {
  const row = await selectEvents(db, viewer).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return (await toDtos(db, [row]))[0];
}

export interface Period {
  /** First instant of the period, inclusive. */
  from: Date;
  /** The instant after it, exclusive. */
  to: Date;
}

/** The school-zone days [from, to] (yyyy-MM-dd, both inclusive) as instants. */
export function periodOf(from: string, to: string, timeZone: string): Period {
  return { from: startOfDay(from, timeZone), to: startOfDay(addDays(to, 1), timeZone) };
}

// Picks candidates by their stored span; a day's margin covers a school that changed its zone.
const MARGIN = sql`interval '1 day'`;

/**
 * The occurrences a viewer sees in a period, by start then id. Candidates come from the index
 * (they start before the period ends and their last occurrence ends after it begins); weekly
 * series are expanded here, in the school's zone.
 */
export async function listOccurrences(
  db: Db,
  viewer: Viewer,
  period: Period,
  timeZone: string,
  // '0' (all) is dropped by the route: what arrives here is a group or a status, or nothing.
  filters: Pick<EventListQuery, 'groupId'> & { eventStatus?: EventStatus } = {},
): Promise<EventOccurrenceDto[]> {
  const { groupId, eventStatus } = filters;
  const rows = await selectEvents(db, viewer)
    .where('e.start_at', '<', period.to)
    .where(sql<boolean>`e.series_end_at > ${period.from}::timestamptz - ${MARGIN}`)
    .$if(groupId !== undefined, (q) => q.where((eb) => shownTo(eb, groupId as number)))
    .$if(eventStatus !== undefined, (q) => q.where('e.status', '=', eventStatus as EventStatus))
    .execute();
  const dtos = await toDtos(db, rows);
  const occurrences: EventOccurrenceDto[] = [];
  rows.forEach((row, n) => {
    const series = { start: new Date(row.start_at), end: new Date(row.end_at), repeatUntil: row.repeat_until };
    for (const o of occurrencesBetween(series, timeZone, period.from, period.to)) {
      occurrences.push({ ...dtos[n], occurrenceStart: o.start.toISOString(), occurrenceEnd: o.end.toISOString() });
    }
  });
  return occurrences.sort((a, b) => a.occurrenceStart.localeCompare(b.occurrenceStart) || a.id - b.id);
}
