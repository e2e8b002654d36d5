import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../src/api/constants.js';
import { NOTIFICATION_KIND_LIST } from '../../../src/api/notifications.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { pageQueryProperties } from '../../lib/listing.js';
import { objectOf, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ALL_ROLES, currentUser } from '../../plugins/auth.js';
import * as repo from './repository.js';
import { registerUnsubscribe } from './unsubscribe.js';

/*
 * SPEC §7 Notifications, for every role, each user their own: the list with its new count,
 * viewing one or all, deleting, and the web/email settings. Titles and texts are built in the
 * request's language (Accept-Language). Every change of the new count reaches the user's open
 * sockets (server/plugins/realtime.ts) through the database's triggers.
 */

const tags = ['notifications'];
const config = { roles: ALL_ROLES };

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...NOTIFICATION_KIND_LIST] },
    title: { type: 'string' },
    text: { type: 'string' },
    link: { type: ['string', 'null'], description: "A path inside the reader's area (/student/…, /instructor/…), or null" },
    viewed: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    viewedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'kind', 'title', 'text', 'link', 'viewed', 'createdAt', 'viewedAt'],
} as const;

const listResponse = {
  type: 'object',
  properties: {
    objects: { type: 'array', items: notificationSchema },
    count: { type: 'integer', description: 'How many match the filter' },
    newCount: { type: 'integer', description: 'New (not viewed) notifications, whatever the filter' },
  },
  required: ['objects', 'count', 'newCount'],
} as const;

const changeResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, newCount: { type: 'integer' } },
  required: ['message', 'newCount'],
} as const;

const flagProperties = {
  webNotificationEnabled: { type: 'boolean', description: 'Off: new notifications are not listed, counted or pushed' },
  emailNotificationEnabled: { type: 'boolean', description: 'Off: no notification emails' },
} as const;
const emailLanguageSchema = { type: 'string', enum: [...LANGUAGES], description: 'The language of every email to the user' } as const;
const settingsSchema = objectOf({ ...flagProperties, emailLanguage: emailLanguageSchema });
const settingsInputSchema = {
  ...objectOf(flagProperties),
  properties: { ...flagProperties, emailLanguage: emailLanguageSchema },
  additionalProperties: false,
} as const;
const savedSettingsSchema = savedSchema(settingsSchema);

export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  registerInbox(app, deps);
  registerSettings(app, deps);
  registerUnsubscribe(app, deps);
}

/** The caller's notifications: the list, marking them seen and deleting them. */
function registerInbox(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/notifications',
    {
      config,
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the number of new ones",
        description: 'viewed=false: the New tab; viewed=true: the Seen tab; left out: both.',
        querystring: {
          type: 'object',
          properties: { viewed: { type: 'boolean' }, page: pageQueryProperties.page, size: pageQueryProperties.size },
          additionalProperties: false,
        },
        response: responses({ 200: listResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      return repo.listNotifications(db, user, request.lang, request.query);
    },
  );

  // Registered before /view/:id; the router prefers the static path anyway.
  routes.put(
    '/api/notifications/view/all',
    {
      config,
      schema: { tags, summary: 'Mark every new notification of the caller as seen', response: responses({ 200: changeResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      await repo.viewAllNotifications(db, user, now());
      return { message: t(request.lang, 'notifications.viewedAll'), newCount: await repo.newCountOf(db, user.id) };
    },
  );

  routes.put(
    '/api/notifications/view/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Mark one notification as seen',
        description: 'Idempotent: seen already stays seen. Another user’s notification answers 404.',
        params: pathParams('id'),
        response: responses({ 200: changeResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await repo.viewNotification(db, user, request.params.id, now());
      return { message: t(request.lang, 'notifications.viewed'), newCount: await repo.newCountOf(db, user.id) };
    },
  );

  routes.delete(
    '/api/notifications/delete/:id',
    {
      config,
      schema: { tags, summary: 'Delete one notification for good', params: pathParams('id'), response: responses({ 200: changeResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      await repo.deleteNotification(db, user, request.params.id);
      return { message: t(request.lang, 'notifications.deleted'), newCount: await repo.newCountOf(db, user.id) };
    },
  );
}

/** The caller's choice of web and email notifications. */
function registerSettings(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/notifications/settings',
    {
      config,
      schema: { tags, summary: "The caller's notification settings (both on until changed)", response: responses({ 200: settingsSchema }) },
    },
    async (request) => repo.getSettings(db, currentUser(request).id),
  );

  routes.put(
    '/api/notifications/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Turn web and email notifications on or off, and choose the language of emails',
        description:
          'Both flags; the email language when it changes. Turning web on again does not bring back what arrived while it was off.',
        body: settingsInputSchema,
        response: responses({ 200: savedSettingsSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const saved = await repo.saveSettings(db, user.id, request.body, now());
      return { message: t(request.lang, 'notifications.settingsSaved'), ...saved };
    },
  );
}
