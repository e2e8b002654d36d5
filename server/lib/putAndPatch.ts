import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteRoles } from '../plugins/auth.js';

/*
 * PUT replaces a record's editable fields; PATCH changes only those it is sent (react-admin's
 * update and updateMany send what changed). Both run one save with one validation, so the two
 * cannot drift: PATCH reads the saved record as a PUT body, lays the fields it was sent over
 * it, and hands the result to the same save. The bodies reach the save already checked by the
 * route's JSON schema (PATCH's is PUT's with nothing required); the casts below only restate
 * that, as the schema is not a literal here for the typed routes to read.
 */

interface BodySchema {
  type: 'object';
  properties: object;
  required: readonly string[];
  description?: string;
  additionalProperties?: boolean;
}

export interface UpdateRoute<Body extends object> {
  config: { roles: RouteRoles };
  schema: { tags: string[]; summary: string; description?: string; params: object; body: BodySchema; response: object };
  /** The saved record as a PUT body, or a 404 when the caller may not have it: what PATCH merges onto. */
  current(request: FastifyRequest, id: number): Promise<Body>;
  /** The one save both methods run; answers what the route's response schema describes. */
  save(request: FastifyRequest, id: number, body: Body): Promise<unknown>;
}

/** PATCH's body schema: PUT's fields, none required. */
export function patchBodySchema(put: BodySchema) {
  const { required: _required, description: _description, ...rest } = put;
  return { ...rest, description: 'Any of the fields of PUT; those left out keep their saved values.' };
}

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** Registers `PUT path` (the whole body) and `PATCH path` (any subset of it) on one save. */
export function registerPutAndPatch<Body extends object>(app: FastifyInstance, path: string, route: UpdateRoute<Body>): void {
  const { config, schema, current, save } = route;
  app.put(path, { config, schema }, async (request) => save(request, idOf(request), request.body as Body));
  app.patch(
    path,
    { config, schema: { ...schema, summary: `${schema.summary} (only the fields sent)`, body: patchBodySchema(schema.body) } },
    async (request) => {
      const id = idOf(request);
      return save(request, id, { ...(await current(request, id)), ...(request.body as Partial<Body>) });
    },
  );
}
