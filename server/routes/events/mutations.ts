import type { EventStatus } from '../../../src/api/events.js';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationKind } from '../../lib/notifications.js';
import type { EventFields } from './input.js';
import type { Viewer } from './repository.js';

/*
 * Changes of an event, each in one transaction holding the event's row: the status rules
 * (a cancelled event is final but for deletion) and the notifications of its groups' people
 * are decided on the row as it is, so two admins publishing at once notify once.
 */

interface LockedEvent {
  id: number;
  status: EventStatus;
  all_groups: boolean;
  title: string;
  start_at: Date;
  end_at: Date;
  all_day: boolean;
  event_type: string;
  description: string;
  place: string | null;
  online_link: string | null;
  repeat_until: string | null;
}

/** The school's event, locked until the transaction ends; 404 for any other id. */
export async function lockEvent(trx: Db, schoolId: number, id: number): Promise<LockedEvent> {
  const row = await trx
    .selectFrom('events')
    .select([
      'id',
      'status',
      'all_groups',
      'title',
      'start_at',
      'end_at',
      'all_day',
      'event_type',
      'description',
      'place',
      'online_link',
      'repeat_until',
    ])
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const conflict = (key: 'events.publishCancelled' | 'events.alreadyPublished' | 'events.editCancelled' | 'events.alreadyCancelled') =>
  new AppError(409, key);

async function setGroups(trx: Db, eventId: number, groupIds: number[]): Promise<void> {
  await trx.deleteFrom('event_groups').where('event_id', '=', eventId).execute();
  if (groupIds.length)
    await trx
      .insertInto('event_groups')
      .values(groupIds.map((group_id) => ({ event_id: eventId, group_id })))
      .execute();
}

/** A new DRAFT, seen only by admins until it is published. */
export async function createEvent(db: Db, admin: Viewer, fields: EventFields, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { groupIds, ...columns } = fields;
    const row = await trx
      .insertInto('events')
      .values({ ...columns, school_id: admin.schoolId, status: 'DRAFT', created_by: admin.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setGroups(trx, row.id, groupIds);
    return row.id;
  });
}

/** Saves a DRAFT or ACTIVE event; a cancelled one answers 409. */
export async function updateEvent(
  db: Db,
  admin: Viewer,
  id: number,
  fieldsOf: (trx: Db, kept: LockedEvent) => Promise<EventFields>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, admin.schoolId, id);
    if (event.status === 'CANCELLED') throw conflict('events.editCancelled');
    const { groupIds, ...columns } = await fieldsOf(trx, event);
    await trx
      .updateTable('events')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .execute();
    await setGroups(trx, id, groupIds);
  });
}

/**
 * Who hears about an event: the instructors and students of its live groups (an instructor's
 * groups are those on their live courses), or everyone of the school but admins when it is for
 * every group. People in the trash are left out; each person once.
 */
export async function recipientsOf(trx: Db, schoolId: number, event: Pick<LockedEvent, 'id' | 'all_groups'>): Promise<number[]> {
  const live = trx.selectFrom('users as u').where('u.school_id', '=', schoolId).where('u.deleted_at', 'is', null);
  if (event.all_groups) {
    const rows = await live.select('u.id').where('u.role', 'in', ['INSTRUCTOR', 'STUDENT']).orderBy('u.id').execute();
    return rows.map((r) => r.id);
  }
  const groups = trx
    .selectFrom('event_groups as eg')
    .innerJoin('groups as g', 'g.id', 'eg.group_id')
    .select('eg.group_id')
    .where('eg.event_id', '=', event.id)
    .where('g.deleted_at', 'is', null);
  const students = live
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .select('u.id')
    .where('u.role', '=', 'STUDENT')
    .where('sp.group_id', 'in', groups);
  const instructors = live
    .innerJoin('course_instructors as ci', 'ci.instructor_id', 'u.id')
    .innerJoin('courses as co', 'co.id', 'ci.course_id')
    .innerJoin('course_groups as cg', 'cg.course_id', 'co.id')
    .select('u.id')
    .where('u.role', '=', 'INSTRUCTOR')
    .where('co.deleted_at', 'is', null)
    .where('cg.group_id', 'in', groups);
  const rows = await students.union(instructors).execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function notifyPeople(
  trx: Db,
  schoolId: number,
  event: LockedEvent,
  kind: NotificationKind,
  params: Record<string, unknown>,
  now: Date,
) {
  const people = await recipientsOf(trx, schoolId, event);
  await notifyMany(
    trx,
    people.map((userId) => ({ schoolId, userId, kind, params, at: now })),
  );
}

/** DRAFT → ACTIVE, notifying the event's groups; 409 when it is active or cancelled already. */
export async function publishEvent(db: Db, admin: Viewer, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, admin.schoolId, id);
    if (event.status === 'CANCELLED') throw conflict('events.publishCancelled');
    if (event.status === 'ACTIVE') throw conflict('events.alreadyPublished');
    await trx.updateTable('events').set({ status: 'ACTIVE', published_at: now, updated_at: now }).where('id', '=', id).execute();
    await notifyPeople(
      trx,
      admin.schoolId,
      event,
      NOTIFICATION_KINDS.EVENT_PUBLISHED,
      {
        eventId: event.id,
        title: event.title,
        start: event.start_at.toISOString(),
        end: event.end_at.toISOString(),
        allDay: event.all_day,
        eventType: event.event_type,
      },
      now,
    );
  });
}

/** DRAFT or ACTIVE → CANCELLED with the reason; the groups hear of it only when it had been published. */
export async function cancelEvent(db: Db, admin: Viewer, id: number, reason: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, admin.schoolId, id);
    if (event.status === 'CANCELLED') throw conflict('events.alreadyCancelled');
    await trx
      .updateTable('events')
      .set({ status: 'CANCELLED', cancellation_reason: reason, cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (event.status === 'ACTIVE') {
      const params = {
        eventId: event.id,
        title: event.title,
        start: event.start_at.toISOString(),
        end: event.end_at.toISOString(),
        allDay: event.all_day,
        reason,
      };
      await notifyPeople(trx, admin.schoolId, event, NOTIFICATION_KINDS.EVENT_CANCELLED, params, now);
    }
  });
}

/** Deletes for good, whatever the status (events do not go to the trash). */
export async function deleteEvent(db: Db, admin: Viewer, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockEvent(trx, admin.schoolId, id);
    await trx.deleteFrom('events').where('id', '=', id).execute();
  });
}
