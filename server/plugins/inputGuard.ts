import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/**
 * Where the first value failing `bad` sits in a request part (`name`, `questions.0.text`), or
 * undefined. Object keys are checked as texts too. Walks with a stack: a deeply nested body
 * must not overflow ours.
 */
export function findInput(value: unknown, bad: (leaf: unknown) => boolean): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop() as [unknown, string];
    // Bytes (a parsed file) hold no text to check, and walking them byte by byte would be slow.
    if (ArrayBuffer.isView(current)) continue;
    if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (bad(key)) return childPath;
        stack.push([child, childPath]);
      }
    } else if (bad(current)) {
      return path;
    }
  }
  return undefined;
}

const hasNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
const notFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

function firstIn(request: FastifyRequest, bad: (leaf: unknown) => boolean): string | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const path = findInput(part, bad);
    if (path !== undefined) return path || 'body';
  }
  return undefined;
}

/**
 * Two rules for every route, in the validation layer, so such input never reaches the
 * database as a 500:
 * - before the schema check, a text holding a NUL character (PostgreSQL cannot store it:
 *   "invalid byte sequence") in the path, the query string or a JSON body is a 400;
 * - after it, a number that is not finite is a 400: ajv coerces the texts 'Infinity' and
 *   '1e400' to Infinity and then skips `minimum`/`maximum` for it, so no schema bound helps.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = firstIn(request, hasNul);
    if (field !== undefined) throw badRequest('input.nulCharacter', field, { field });
  });
  app.addHook('preHandler', async (request) => {
    const field = firstIn(request, notFinite);
    if (field !== undefined) throw badRequest('input.notFinite', field, { field });
  });
});
