import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import { auditRuleOf, type AuditInput, type AuditRule } from '../lib/audit/actions.js';
import { actorByEmail, actorById, actorByToken, insertAuditRows, namesOf, type Actor, type AuditRow } from '../lib/audit/repository.js';
import { ID_MAX } from '../lib/schemas.js';
import { normalizeEmail } from '../../src/api/rules.js';

/*
 * Records the audit log (server/lib/audit/actions.ts says which routes, and as what) around
 * the route handlers, so that no feature needs to call it:
 * - preHandler, after auth and validation: the names of the things a call names, read before
 *   it changes them (a deleted announcement, a restored trash item leave no row to read after);
 * - preSerialization: the handler's answer as an object (a create's new id, a login's token);
 * - onSend, once the status is final: a 2xx writes the rows, awaited so that the next request
 *   already sees them. A failure to record is logged and the user's answer goes out as it is;
 * - onResponse, after the answer: a refusal its rule records (a wrong password). Written only
 *   once the answer is out, so that how long a refusal takes never tells whether the email has
 *   an account.
 */

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Pending {
  rule: AuditRule;
  namesBefore: Map<number, string>;
  answer: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    audit: Pending | null;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asId = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= ID_MAX ? n : null;
};

function inputOf(request: FastifyRequest, answer: Record<string, unknown>): AuditInput {
  return { params: asRecord(request.params), query: asRecord(request.query), body: asRecord(request.body), answer };
}

/** The ids a call acts on: its path parameter, the body's ids of a bulk call, or a create's new id. */
function idsOf(rule: AuditRule, input: AuditInput): number[] {
  if (rule.bulk) return (Array.isArray(input.body.ids) ? input.body.ids : []).map(asId).filter((id): id is number => id !== null);
  const id = asId(rule.idParam ? input.params[rule.idParam] : input.answer[rule.answerId ?? 'id']);
  return id === null ? [] : [id];
}

async function actorOf(db: Db, request: FastifyRequest, rule: AuditRule, answer: Record<string, unknown>): Promise<Actor | undefined> {
  if (rule.action === 'login') return typeof answer.token === 'string' ? actorByToken(db, answer.token) : undefined;
  const user = request.user;
  // Students' own work (answers, attempts) is their record, not an administrative action.
  if (!user || user.role === 'STUDENT') return undefined;
  return actorById(db, user.id);
}

/** The rows one successful call writes. */
async function rowsOf(db: Db, actor: Actor, pending: Pending, input: AuditInput): Promise<AuditRow[]> {
  const { rule, namesBefore } = pending;
  const action = typeof rule.action === 'function' ? rule.action(input) : rule.action;
  const details = rule.details?.(input) ?? {};
  if (action === 'login') return [{ action, entity: rule.entity, entityId: actor.id, entityName: actor.name, details }];
  const ids = idsOf(rule, input);
  // A create has no name before; an update may have renamed it.
  const after =
    action === 'create' || action === 'update' ? await namesOf(db, actor.schoolId, rule.entity, ids) : new Map<number, string>();
  if (ids.length === 0) return [{ action, entity: rule.entity, entityId: null, entityName: null, details }];
  return ids.map((id) => ({
    action,
    entity: rule.entity,
    entityId: id,
    entityName: after.get(id) ?? namesBefore.get(id) ?? null,
    details,
  }));
}

/** The row of a refused call its rule records: the account the body's email names, acting on itself; none for an unknown email. */
async function recordRefusal(db: Db, request: FastifyRequest, rule: AuditRule, at: Date): Promise<void> {
  const email = asRecord(request.body).email;
  if (!rule.refused || typeof email !== 'string') return;
  // Unknown emails leave no row: the log must not become a list of addresses people tried.
  const account = await actorByEmail(db, normalizeEmail(email));
  if (!account) return;
  const row: AuditRow = { action: rule.refused.action, entity: rule.entity, entityId: account.id, entityName: account.name, details: {} };
  await insertAuditRows(db, account, request.ip ?? null, at, [row]);
}

export const auditPlugin = fp(async (app: FastifyInstance, opts: { db: Db; now: () => Date }) => {
  app.decorateRequest('audit', null);

  app.addHook('preHandler', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const rule = auditRuleOf(request.method, request.routeOptions.url);
    if (!rule) return;
    let namesBefore = new Map<number, string>();
    const user = request.user;
    if (user && (rule.idParam || rule.bulk)) {
      try {
        namesBefore = await namesOf(opts.db, user.schoolId, rule.entity, idsOf(rule, inputOf(request, {})));
      } catch (err) {
        request.log.error({ err }, 'audit: names not read');
      }
    }
    request.audit = { rule, namesBefore, answer: {} };
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.audit) request.audit.answer = asRecord(payload);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.audit;
    if (!pending || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    request.audit = null;
    try {
      const actor = await actorOf(opts.db, request, pending.rule, pending.answer);
      if (!actor) return payload;
      const rows = await rowsOf(opts.db, actor, pending, inputOf(request, pending.answer));
      await insertAuditRows(opts.db, actor, request.ip ?? null, opts.now(), rows);
    } catch (err) {
      request.log.error({ err }, 'audit: not recorded');
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const pending = request.audit;
    if (!pending || pending.rule.refused?.status !== reply.statusCode) return;
    request.audit = null;
    try {
      await recordRefusal(opts.db, request, pending.rule, opts.now());
    } catch (err) {
      request.log.error({ err }, 'audit: refusal not recorded');
    }
  });
});
