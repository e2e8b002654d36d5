import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLES, SESSION_REPLACED, type Language, type Role } from '../../src/api/constants.js';
import { AppError } from '../lib/errors.js';
import { hashToken } from '../lib/crypto.js';
import { languageFromHeader } from '../i18n/index.js';
import type { Db } from '../db/index.js';
import { sessionCacheOf } from '../lib/sessionCache.js';

/** Who may call a route: 'public', or the roles allowed. Every /api route must say. */
export type RouteRoles = 'public' | readonly Role[];

export interface SessionUser {
  id: number;
  schoolId: number;
  role: Role;
  sessionId: number;
  email: string;
}

export interface RouteEntry {
  method: string;
  url: string;
  roles: RouteRoles | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    lang: Language;
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared roles: read by the route-table test. */
    routeTable: RouteEntry[];
  }
}

export const ALL_ROLES: readonly Role[] = ROLES;
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

// A session unused this long ends by itself.
const SESSION_IDLE_DAYS = 30;
// last_seen_at is refreshed at most this often, so a busy user does not write on every call.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Reads the bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Resolves a session token to its user, or throws the 401/403 the caller should see. */
export async function authenticateToken(db: Db, token: string | null, now: Date): Promise<SessionUser> {
  if (!token) throw new AppError(401, 'errors.unauthorized');
  const tokenHash = hashToken(token);
  const cache = await sessionCacheOf(db);
  let row = cache?.get(tokenHash);
  if (!row) {
    const mark = cache?.mark();
    row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.revoked_at',
        'sessions.revoked_reason',
        'sessions.last_seen_at',
        'users.id',
        'users.school_id',
        'users.role',
        'users.blocked',
        'users.email',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
    // Checked below on every request, cached or not; a touch below drops it again.
    if (row && cache) cache.set(tokenHash, row, mark!);
  }
  if (!row) throw new AppError(401, 'errors.unauthorized');
  if (row.revoked_at) {
    if (row.revoked_reason === 'replaced') {
      throw new AppError(401, 'errors.sessionReplaced', {}, { code: SESSION_REPLACED });
    }
    // 401 so the client logs out; the message says why.
    if (row.revoked_reason === 'blocked') throw new AppError(401, 'errors.accountBlocked');
    throw new AppError(401, 'errors.sessionExpired');
  }
  if (now.getTime() - row.last_seen_at.getTime() > SESSION_IDLE_DAYS * 86_400_000) {
    throw new AppError(401, 'errors.sessionExpired');
  }
  if (row.blocked) throw new AppError(403, 'errors.accountBlocked');
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
  }
  return { id: row.id, schoolId: row.school_id, role: row.role, sessionId: row.sessionId, email: row.email };
}

/**
 * Sets the request's language and enforces each route's declared roles before anything
 * else runs. A route under /api that declares no roles is closed to everyone.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; now: () => Date }) => {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { roles?: RouteRoles };
    // The documentation plugin registers its own routes; they serve public API docs.
    if (config.roles === undefined && route.url.startsWith('/api/docs')) {
      route.config = { ...config, roles: 'public' };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeTable.push({ method, url: route.url, roles: (route.config as { roles?: RouteRoles } | undefined)?.roles });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const roles = request.routeOptions.config?.roles;
    const url = request.routeOptions.url ?? '';
    if (roles === 'public' || (roles === undefined && !url.startsWith('/api'))) return;
    const user = await authenticateToken(opts.db, bearerToken(request), opts.now());
    if (!roles || !roles.includes(user.role)) throw new AppError(403, 'errors.forbidden');
    request.user = user;
  });
});

/** The authenticated user of a route that declared roles; never null there. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'errors.unauthorized');
  return request.user;
}
