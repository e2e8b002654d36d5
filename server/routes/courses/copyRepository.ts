import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import { COPY_TABLES, type CopyTable, type Given } from './copyTables.js';

/*
 * The copier behind a course's copy (copyService.ts), driven by COPY_TABLES: each table is one
 * `insert … select` of the source's rows, set-based whatever the course's size. A serial
 * table's new ids are drawn from its sequence first, so the rows below it (a lesson's tasks, a
 * test's questions, a category's children) can be pointed at their parents' copies in the same
 * kind of statement. Nothing here checks who may copy: the service does, in the transaction it
 * hands in.
 */

/** Old id → new id, for each serial table copied so far. */
type IdMaps = Map<string, Map<number, number>>;

export interface CopyRun {
  sourceId: number;
  /** The copy's name, checked already. */
  name: string;
  actorId: number;
  now: Date;
  offsetDays: number;
  /** The school's IANA zone: moments keep their wall-clock time there. */
  timeZone: string;
}

/** `(old_id, new_id)` rows of a map, to join on. */
const pairs = (map: Map<number, number> | undefined) =>
  sql`unnest(${[...(map?.keys() ?? [])]}::int[], ${[...(map?.values() ?? [])]}::int[])`;

/** The source rows of a table: the course's own row, or the rows under its parents' copies; `joins` add more. */
function sourceRows(spec: CopyTable, maps: IdMaps, run: CopyRun, joins: RawBuilder<unknown>[] = []): RawBuilder<unknown> {
  const parent = spec.parent
    ? sql`join ${pairs(maps.get(spec.parent.table))} as p(old_id, new_id) on p.old_id = t.${sql.ref(spec.parent.column)}`
    : sql``;
  const where = spec.parent ? sql`true` : sql`t.id = ${run.sourceId}`;
  const live = spec.liveOnly ? sql` and t.deleted_at is null` : sql``;
  return sql`from ${sql.table(spec.table)} t ${parent} ${sql.join(joins, sql` `)} where ${where}${live}`;
}

/**
 * Draws a new id for each source row of a serial table. Ascending old ids get ascending new
 * ones, so a parent keeps a smaller id than its children (a category's, which the school
 * export relies on), whatever order the sequence is read in.
 */
async function allocateIds(trx: Db, spec: CopyTable, maps: IdMaps, run: CopyRun): Promise<Map<number, number>> {
  const old = await sql<{ id: number }>`select t.id ${sourceRows(spec, maps, run)} order by t.id`.execute(trx);
  if (!old.rows.length) return new Map();
  const fresh = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${spec.table}, 'id'))::int as id from generate_series(1, ${old.rows.length})`.execute(trx);
  const ids = fresh.rows.map((r) => r.id).sort((a, b) => a - b);
  return new Map(old.rows.map((r, i) => [r.id, ids[i]!]));
}

function givenValue(given: Given, run: CopyRun): RawBuilder<unknown> {
  if (given === 'name') return sql`${run.name}`;
  if (given === 'actor') return sql`${run.actorId}::int`;
  return sql`${run.now}::timestamptz`;
}

/** The columns written and the value each gets, in the same order. */
function columnsOf(spec: CopyTable, run: CopyRun): Array<[string, RawBuilder<unknown>]> {
  const column = (name: string) => sql`t.${sql.ref(name)}`;
  const zone = run.timeZone;
  const days = run.offsetDays;
  return [
    ...(spec.serial ? [['id', sql`m.new_id`] as [string, RawBuilder<unknown>]] : []),
    ...(spec.parent ? [[spec.parent.column, sql`p.new_id`] as [string, RawBuilder<unknown>]] : []),
    ...Object.keys(spec.refs ?? {}).map((name): [string, RawBuilder<unknown>] => [
      name,
      sql`coalesce(${sql.ref(`r_${name}.new_id`)}, ${column(name)})`,
    ]),
    // Days on the school's calendar: 10:00 there stays 10:00 across a change of summer time.
    ...(spec.moments ?? []).map((name): [string, RawBuilder<unknown>] => [
      name,
      sql`((${column(name)} at time zone ${zone}) + make_interval(days => ${days}::int)) at time zone ${zone}`,
    ]),
    ...(spec.days ?? []).map((name): [string, RawBuilder<unknown>] => [name, sql`${column(name)} + ${days}::int`]),
    ...spec.same.map((name): [string, RawBuilder<unknown>] => [name, column(name)]),
    ...Object.entries(spec.given ?? {}).map(([name, given]): [string, RawBuilder<unknown>] => [name, givenValue(given, run)]),
  ];
}

/** Copies one table's rows of the course; a serial table's id map is added to `maps`. */
async function copyTable(trx: Db, spec: CopyTable, maps: IdMaps, run: CopyRun): Promise<void> {
  if (spec.serial) maps.set(spec.table, await allocateIds(trx, spec, maps, run));
  const columns = columnsOf(spec, run);
  const joins = [
    ...(spec.serial ? [sql`join ${pairs(maps.get(spec.table))} as m(old_id, new_id) on m.old_id = t.id`] : []),
    // A reference outside the copy (none is expected: a course's bank is its own) keeps its row.
    ...Object.entries(spec.refs ?? {}).map(
      ([name, table]) =>
        sql`left join ${pairs(maps.get(table))} as ${sql.id(`r_${name}`)}(old_id, new_id) on ${sql.ref(`r_${name}.old_id`)} = t.${sql.ref(name)}`,
    ),
  ];
  await sql`
    insert into ${sql.table(spec.table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    select ${sql.join(columns.map(([, value]) => value))} ${sourceRows(spec, maps, run, joins)}`.execute(trx);
}

/** Copies the course and everything COPY_TABLES lists under it; answers the new course's id. */
export async function copyCourseRows(trx: Db, run: CopyRun): Promise<number> {
  const maps: IdMaps = new Map();
  for (const spec of COPY_TABLES) await copyTable(trx, spec, maps, run);
  const id = maps.get('courses')?.get(run.sourceId);
  if (id === undefined) throw new Error('the source course was not copied');
  return id;
}
