import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_RETENTION_DAYS } from '../../../src/api/audit.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { badRequest } from '../../lib/errors.js';
import { dateSchema, listSchema, pageQueryProperties } from '../../lib/listing.js';
import { checkDate, idSchema, objectOf, responses } from '../../lib/schemas.js';
import { EXPORT_MAX_ROWS, sendTables } from '../../lib/tableExport.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { todayIn } from '../../../src/api/pastDates.js';
import { exportQuery, exportRoute } from '../exports/exportQuery.js';
import { auditTable } from './exportTable.js';
import { auditRows, listAudit } from './repository.js';

const entrySchema = objectOf({
  id: { type: 'integer' },
  createdAt: { type: 'string', format: 'date-time' },
  actorId: { type: ['integer', 'null'], description: 'null once the person is deleted for good' },
  actorName: { type: 'string', description: 'The name when it was done' },
  actorRole: { type: 'string', enum: ['ADMIN', 'INSTRUCTOR', 'STUDENT'] },
  action: { type: 'string', enum: [...AUDIT_ACTIONS] },
  entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
  entityId: { type: ['integer', 'null'] },
  entityName: { type: ['string', 'null'], description: 'The name when it was done' },
  details: { type: 'object', additionalProperties: true },
  ip: { type: ['string', 'null'] },
});

const filterProperties = {
  ...pageQueryProperties,
  actorId: idSchema,
  action: { type: 'string', enum: [...AUDIT_ACTIONS] },
  entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
  from: { ...dateSchema, description: 'yyyy-MM-dd, inclusive, a day in the school timezone' },
  to: { ...dateSchema, description: 'yyyy-MM-dd, inclusive' },
} as const;

const listQuery = { type: 'object', properties: filterProperties, additionalProperties: false } as const;

const tags = ['audit'];

/** Dates no calendar has, and a period that ends before it starts, are 400s naming the field. */
function checkPeriod(query: { from?: string; to?: string }) {
  checkDate(query.from, 'from');
  checkDate(query.to, 'to');
  if (query.from && query.to && query.from > query.to) throw badRequest('audit.fromAfterTo', 'from');
}

/**
 * The audit log, admins only: who did what and when in their school (written by
 * server/plugins/audit.ts), as a page or as a file, through the same filters.
 */
export async function auditRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/audit',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: "The school's audit log, newest first, filtered by person, action, kind of thing, period and name",
        description: `Kept ${AUDIT_RETENTION_DAYS} days. \`search\` looks in the names of who did it and of what it was done to.`,
        querystring: listQuery,
        response: responses({ 200: listSchema(entrySchema) }),
      },
    },
    async (request) => {
      checkPeriod(request.query);
      return listAudit(db, currentUser(request).schoolId, request.query);
    },
  );

  routes.get('/api/audit/export', exportRoute('audit', 'the audit log', exportQuery(filterProperties)), async (request, reply) => {
    checkPeriod(request.query);
    const { schoolId } = currentUser(request);
    const [rows, timeZone] = await Promise.all([auditRows(db, schoolId, request.query, EXPORT_MAX_ROWS), schoolTimeZone(db, schoolId)]);
    const name = `${t(request.lang, 'audit.file')}-${todayIn(timeZone, now())}`;
    return sendTables(reply, {
      format: request.query.format,
      name,
      lang: request.lang,
      timeZone,
      tables: [auditTable(request.lang, rows)],
    });
  });
}
