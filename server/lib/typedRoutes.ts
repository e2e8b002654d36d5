import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { errorSchema } from './schemas.js';

/*
 * Request types come from the route's own JSON schemas (json-schema-to-ts), never written by
 * hand beside them: `typed(app).post(path, { schema: { params, body } }, handler)` gives the
 * handler `request.params` and `request.body` as the schemas describe them. Schemas must be
 * `as const` (or built by the helpers of ./schemas.ts, which keep their literal types).
 * ErrorResponse is the one shared $ref. What a handler returns is not type-checked this way (a
 * wrong shape still compiles); the response schema serialises it and drops what it does not
 * declare, at run time.
 */
export type SchemaTypes = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: [typeof errorSchema] };
  SerializerSchemaOptions: {
    references: [typeof errorSchema];
    deserialize: [{ pattern: { type: 'string'; format: 'date-time' }; output: Date | string }];
  };
}>;

/** The app with request and reply types derived from each route's schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<SchemaTypes>();
}
