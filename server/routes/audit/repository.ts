import { sql } from 'kysely';
import type { AuditAction, AuditEntity, AuditEntryDto, AuditFilter } from '../../../src/api/audit.js';
import type { Db } from '../../db/index.js';
import { countInt } from '../../db/sql.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';

/* Reading the audit log: one school's rows, newest first, through the filters of the list and the export. */

/** The school's rows that pass the filters; `from`/`to` are whole days on the school's calendar. */
function filtered(db: Db, schoolId: number, filter: AuditFilter) {
  // Bounds as moments, so the (school_id, created_at) index serves the period.
  const zone = sql`(select timezone from schools where id = ${schoolId})`;
  return db
    .selectFrom('audit_log as l')
    .where('l.school_id', '=', schoolId)
    .$if(filter.actorId !== undefined, (q) => q.where('l.actor_id', '=', filter.actorId as number))
    .$if(filter.action !== undefined, (q) => q.where('l.action', '=', filter.action as string))
    .$if(filter.entity !== undefined, (q) => q.where('l.entity', '=', filter.entity as string))
    .$if(filter.from !== undefined, (q) => q.where('l.created_at', '>=', sql<Date>`(${filter.from}::date::timestamp at time zone ${zone})`))
    .$if(filter.to !== undefined, (q) =>
      q.where('l.created_at', '<', sql<Date>`((${filter.to}::date + 1)::timestamp at time zone ${zone})`),
    )
    .where((eb) => searchMatch(filter.search, eb.ref('l.actor_name'), eb.ref('l.entity_name')));
}

const columns = [
  'l.id',
  'l.created_at',
  'l.actor_id',
  'l.actor_name',
  'l.actor_role',
  'l.action',
  'l.entity',
  'l.entity_id',
  'l.entity_name',
  'l.details',
  'l.ip',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;
const selectRows = (db: Db, schoolId: number, filter: AuditFilter) =>
  filtered(db, schoolId, filter).select(columns).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');

function toDto(row: Row): AuditEntryDto {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorRole: row.actor_role,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entityId: row.entity_id,
    entityName: row.entity_name,
    details: row.details,
    ip: row.ip,
  };
}

/** One page of the school's log, newest first, and how many rows pass the filters. */
export async function listAudit(
  db: Db,
  schoolId: number,
  query: AuditFilter & PageQuery,
): Promise<{ objects: AuditEntryDto[]; count: number }> {
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    selectRows(db, schoolId, query).limit(limit).offset(offset).execute(),
    filtered(db, schoolId, query).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toDto), count: Number(total.n) };
}

/** Every row that passes the filters, newest first, up to `max`. */
export async function auditRows(db: Db, schoolId: number, filter: AuditFilter, max: number): Promise<AuditEntryDto[]> {
  return (await selectRows(db, schoolId, filter).limit(max).execute()).map(toDto);
}
