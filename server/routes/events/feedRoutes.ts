import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { notFound } from '../../lib/errors.js';
import { messageSchema, responses, savedSchema } from '../../lib/schemas.js';
import { ALL_ROLES, currentUser } from '../../plugins/auth.js';
import { feedDeadlines, feedEvents, feedOwner, feedUrls, openFeed, revokeFeed, rotateFeed } from './feed.js';
import { buildFeed } from './ics.js';
import { feedSchema } from './schemas.js';
import { typed } from '../../lib/typedRoutes.js';

const tags = ['calendar'];
const everyone = { roles: ALL_ROLES };
// Tokens are newToken()'s: 32 random bytes in base64url.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The personal iCalendar feed: its address (any role) and the feed itself (the token is the key). */
export async function calendarFeedRoutes(app: FastifyInstance, deps: AppDeps) {
  registerFeedAddress(app, deps);
  registerFeedFile(app, deps);
}

/** The signed-in user's feed address: made on first read, rotated or turned off. */
function registerFeedAddress(app: FastifyInstance, { db, now, config }: AppDeps) {
  const routes = typed(app);
  const dto = (token: string | null, createdAt: Date) => ({
    ...(token ? feedUrls(config.publicUrl, token) : { url: null, webcalUrl: null }),
    createdAt: createdAt.toISOString(),
  });

  routes.get(
    '/api/calendar/feed',
    {
      config: everyone,
      schema: {
        tags,
        summary: "The caller's calendar feed, made on the first call",
        description:
          'Only a hash of the secret is kept: url and webcalUrl come in the answer that makes the feed, null afterwards (rotate for a new address).',
        response: responses({ 200: feedSchema }),
      },
    },
    async (request) => {
      const feed = await openFeed(db, currentUser(request).id, now());
      return dto(feed.token, feed.createdAt);
    },
  );

  routes.post(
    '/api/calendar/feed/rotate',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'A new secret address for the feed; the old one answers 404 at once',
        response: responses({ 200: savedSchema(feedSchema) }),
      },
    },
    async (request) => {
      const feed = await rotateFeed(db, currentUser(request).id, now());
      return { message: t(request.lang, 'calendar.feedRotated'), ...dto(feed.token, feed.createdAt) };
    },
  );

  routes.delete(
    '/api/calendar/feed',
    {
      config: everyone,
      schema: { tags, summary: 'Turn the feed off: its address answers 404', response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      await revokeFeed(db, currentUser(request).id);
      return { message: t(request.lang, 'calendar.feedRevoked') };
    },
  );
}

/** The feed itself, fetched by calendar apps with the token and no session. */
function registerFeedFile(app: FastifyInstance, { db, now, config }: AppDeps) {
  const routes = typed(app);
  const host = new URL(config.publicUrl).hostname;
  routes.get(
    '/api/calendar/:token.ics',
    {
      // No session: calendar apps fetch this on their own; the secret token is the key.
      config: { roles: 'public' },
      schema: {
        tags,
        summary:
          'The feed as iCalendar (text/calendar): events and task deadlines; 404 for a wrong, rotated or revoked token, or a blocked user',
        security: [],
        params: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
        response: responses({ 200: { type: 'string', description: 'text/calendar; charset=utf-8' } }),
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN_PATTERN.test(token)) throw notFound();
      const owner = await feedOwner(db, token);
      if (!owner) throw notFound();
      const text = buildFeed({
        schoolName: owner.schoolName,
        host,
        timeZone: owner.timeZone,
        lang: owner.lang,
        events: await feedEvents(db, owner, now()),
        deadlines: await feedDeadlines(db, owner, now(), config.publicUrl),
      });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="calendar.ics"')
        .header('Cache-Control', 'private, no-cache')
        .send(text);
    },
  );
}
