import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AuditAction, AuditEntity } from '../../../src/api/audit.js';
import { hashToken } from '../crypto.js';

/* The audit log's writes: the rows themselves and the names they copy in. */

/** Where each thing's name is read from: the table (alias x, which has id and school_id) and the name expression. */
const NAME_SOURCES: Record<AuditEntity, { from: string; name: string }> = {
  student: { from: 'users x', name: "x.first_name || ' ' || x.last_name" },
  instructor: { from: 'users x', name: "x.first_name || ' ' || x.last_name" },
  mark: { from: 'users x', name: "x.first_name || ' ' || x.last_name" },
  group: { from: 'groups x', name: 'x.name' },
  course: { from: 'courses x', name: 'x.name' },
  rating: { from: 'courses x', name: 'x.name' },
  announcement: { from: 'announcements x', name: 'left(x.text, 80)' },
  trash: { from: 'trash x', name: 'x.name' },
  lesson: { from: 'lessons x', name: 'x.name' },
  video: { from: 'videos x', name: 'x.name' },
  link: { from: 'links x', name: 'x.text' },
  presentation: { from: 'presentations x', name: 'x.name' },
  task: { from: 'tasks x', name: 'x.name' },
  answer: {
    from: 'task_answers x join users u on u.id = x.student_id join tasks t on t.id = x.task_id',
    name: "u.first_name || ' ' || u.last_name || ' · ' || t.name",
  },
  quiz: { from: 'tests x', name: 'x.name' },
  bankQuestion: { from: 'bank_questions x', name: 'x.name' },
  bankCategory: { from: 'question_categories x', name: 'x.name' },
  exam: { from: 'exams x', name: 'x.name' },
  event: { from: 'events x', name: 'x.title' },
  school: { from: 'schools x', name: 'x.name' },
  session: { from: 'users x', name: "x.first_name || ' ' || x.last_name" },
};

/** The names of things of one kind in the caller's school, by id; another school's ids and gone rows are missing. */
export async function namesOf(db: Db, schoolId: number, entity: AuditEntity, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const source = NAME_SOURCES[entity];
  const schoolColumn = entity === 'school' ? 'x.id' : 'x.school_id';
  // The table and expressions are this file's constants; only the ids and the school are values.
  const result = await sql<{ id: number; name: string }>`select x.id, ${sql.raw(source.name)} as name from ${sql.raw(source.from)}
    where x.id in (${sql.join(ids)}) and ${sql.raw(schoolColumn)} = ${schoolId}`.execute(db);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

export interface Actor {
  id: number;
  schoolId: number;
  name: string;
  role: string;
}

/** A user as the log names them. */
export async function actorById(db: Db, userId: number): Promise<Actor | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'school_id as schoolId', 'role', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Who a new session's token belongs to: the user who just logged in. */
export async function actorByToken(db: Db, token: string): Promise<Actor | undefined> {
  const session = await db.selectFrom('sessions').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return session ? actorById(db, session.user_id) : undefined;
}

/** The live account an email (already normalised) belongs to; undefined for an unknown one or one in the trash. */
export async function actorByEmail(db: Db, email: string): Promise<Actor | undefined> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
  return user ? actorById(db, user.id) : undefined;
}

export interface AuditRow {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  entityName: string | null;
  details: Record<string, unknown>;
}

/** Writes the rows of one request, all by one actor at one moment. */
export async function insertAuditRows(db: Db, actor: Actor, ip: string | null, at: Date, rows: AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      rows.map((row) => ({
        school_id: actor.schoolId,
        actor_id: actor.id,
        actor_name: actor.name,
        actor_role: actor.role,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        entity_name: row.entityName,
        details: JSON.stringify(row.details),
        ip,
        created_at: at,
      })),
    )
    .execute();
}

/** Deletes rows written before `before` (at most `batch` a run, so one run never holds the table long); how many went. */
export async function deleteAuditRowsBefore(db: Db, before: Date, batch: number): Promise<number> {
  const result =
    await sql`delete from audit_log where id in (select id from audit_log where created_at < ${before} order by created_at limit ${batch})`.execute(
      db,
    );
  return Number(result.numAffectedRows ?? 0);
}
