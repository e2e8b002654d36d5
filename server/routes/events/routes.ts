import type { FastifyInstance } from 'fastify';
import { ALL_EVENTS, EVENT_PERIOD_MAX_DAYS } from '../../../src/api/events.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { badRequest } from '../../lib/errors.js';
import { liveName } from '../../lib/namedEntity.js';
import { checkDate, messageSchema, pathParams, requiredText, responses, savedSchema } from '../../lib/schemas.js';
import { ADMIN_ONLY, ALL_ROLES, currentUser } from '../../plugins/auth.js';
import { listDeadlineEntries } from './deadlines.js';
import { calendarFeedRoutes } from './feedRoutes.js';
import { eventFieldsOf } from './input.js';
import { cancelEvent, createEvent, deleteEvent, publishEvent, updateEvent } from './mutations.js';
import { byDateQuery, cancelQuery, eventBody, eventSchema, listQuery, occurrencesSchema } from './schemas.js';
import { getEvent, listOccurrences, periodOf } from './repository.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { daysBetween } from './zonedTime.js';
import { typed } from '../../lib/typedRoutes.js';
import { refusePastInstant } from '../../lib/pastDates.js';

const tags = ['events'];
const admins = { roles: ADMIN_ONLY };
const readers = { roles: ALL_ROLES };
const saved = responses({ 200: savedSchema(eventSchema) });

/**
 * SPEC §7 Events: admins create events and the weekly class timetable as drafts, publish,
 * cancel (with a reason), change and delete them; every role reads what is meant for it, one
 * object per occurrence in a period. The personal calendar feed lives in feedRoutes.
 */
export async function eventRoutes(app: FastifyInstance, deps: AppDeps) {
  registerCollection(app, deps);
  registerReading(app, deps);
  registerEditing(app, deps);
  registerStatus(app, deps);
  await calendarFeedRoutes(app, deps);
}

/** The list of occurrences and creating an event, under both spellings of the URL. */
function registerCollection(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  // SPEC §7 writes the list and create calls with a trailing slash; both spellings are served.
  for (const url of ['/api/events/', '/api/events']) {
    routes.get(
      url,
      {
        config: readers,
        schema: {
          tags,
          summary: 'The occurrences overlapping a period of school-zone days, by start',
          description:
            'Admins see every status; instructors and students the published (active or cancelled after publishing) events of their groups and those for every group. ' +
            "groupId 0 and eventStatus '0' mean all. deadlines: the task deadlines in the period of the lessons the caller can see.",
          querystring: listQuery,
          response: responses({ 200: occurrencesSchema }),
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { from, to } = request.query;
        // SPEC §7: '0' (all) is the same as leaving the filter out.
        const groupId = request.query.groupId || undefined;
        const eventStatus = request.query.eventStatus === ALL_EVENTS ? undefined : request.query.eventStatus;
        checkDate(from, 'from');
        checkDate(to, 'to');
        if (to < from) throw badRequest('events.toBeforeFrom', 'to');
        if (daysBetween(from, to) >= EVENT_PERIOD_MAX_DAYS) throw badRequest('events.periodTooLong', 'to', { days: EVENT_PERIOD_MAX_DAYS });
        if (groupId !== undefined && (await liveName(db, 'groups', user.schoolId, groupId)) === undefined) {
          throw badRequest('events.groupNotFound', 'groupId', { id: groupId });
        }
        const timeZone = await schoolTimeZone(db, user.schoolId);
        const period = periodOf(from, to, timeZone);
        const [objects, deadlines] = await Promise.all([
          listOccurrences(db, user, period, timeZone, { groupId, eventStatus }),
          listDeadlineEntries(db, user, period, now(), { groupId, eventStatus }),
        ]);
        return { objects, count: objects.length, deadlines };
      },
    );

    routes.post(
      url,
      {
        config: admins,
        schema: { tags, summary: 'Create an event or a schedule entry, as a draft', body: eventBody, response: saved },
      },
      async (request) => {
        const user = currentUser(request);
        const timeZone = await schoolTimeZone(db, user.schoolId);
        const fields = await eventFieldsOf(db, user.schoolId, timeZone, request.body);
        // A new event, or weekly series, that is over already is a mistake; saving an old one is not (src/api/pastDates.ts).
        refusePastInstant(fields.series_end_at, null, fields.repeat_until ? 'repeatUntil' : 'end', 'input.eventInPast', now());
        const id = await createEvent(db, user, fields, now());
        return { message: t(request.lang, 'events.created'), ...(await getEvent(db, user, id)) };
      },
    );
  }
}

/** One day's occurrences and one event. */
function registerReading(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/events/byDate',
    {
      config: readers,
      schema: {
        tags,
        summary: "One school-zone day's occurrences, by start, and its task deadlines; the same visibility as the list",
        querystring: byDateQuery,
        response: responses({ 200: occurrencesSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { date } = request.query;
      checkDate(date, 'date');
      const timeZone = await schoolTimeZone(db, user.schoolId);
      const period = periodOf(date, date, timeZone);
      const [objects, deadlines] = await Promise.all([
        listOccurrences(db, user, period, timeZone),
        listDeadlineEntries(db, user, period, now()),
      ]);
      return { objects, count: objects.length, deadlines };
    },
  );

  routes.get(
    '/api/events/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One event the caller may read (the series, not an occurrence)',
        params: pathParams('id'),
        response: responses({ 200: eventSchema }),
      },
    },
    async (request) => getEvent(db, currentUser(request), request.params.id),
  );
}

/** Saving and deleting an event. */
function registerEditing(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/events/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Save an event; a cancelled one cannot change (409)',
        description: 'description, place, onlineLink and repeatUntil left out keep their values; null clears them.',
        params: pathParams('id'),
        body: eventBody,
        response: saved,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const timeZone = await schoolTimeZone(db, user.schoolId);
      await updateEvent(db, user, id, (trx, kept) => eventFieldsOf(trx, user.schoolId, timeZone, request.body, kept), now());
      return { message: t(request.lang, 'events.updated'), ...(await getEvent(db, user, id)) };
    },
  );

  routes.delete(
    '/api/events/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Delete an event for good, whatever its status',
        params: pathParams('id'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      await deleteEvent(db, currentUser(request), request.params.id);
      return { message: t(request.lang, 'events.deleted') };
    },
  );
}

/** Moving an event through its statuses: publishing and cancelling. */
function registerStatus(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/events/publish/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: "Publish a draft: it becomes ACTIVE and its groups' instructors and students are notified",
        description: '409 when it is active or cancelled already.',
        params: pathParams('id'),
        response: saved,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await publishEvent(db, user, request.params.id, now());
      return { message: t(request.lang, 'events.published'), ...(await getEvent(db, user, request.params.id)) };
    },
  );

  routes.put(
    '/api/events/cancel/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Cancel a draft or an active event with a reason',
        description: 'A published event notifies its groups; a draft notifies nobody. 409 when it is cancelled already.',
        params: pathParams('id'),
        querystring: cancelQuery,
        response: saved,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const reason = requiredText(request.query.reason, 'reason');
      await cancelEvent(db, user, request.params.id, reason, now());
      return { message: t(request.lang, 'events.cancelled'), ...(await getEvent(db, user, request.params.id)) };
    },
  );
}
