import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/* Queries behind releasing a file: who still uses it, and the row itself. */

/** Columns that hold a file id without a foreign key (a school's branding). */
const UNCONSTRAINED_REFERENCES = [
  ['schools', 'logo_file_id'],
  ['schools', 'favicon_file_id'],
] as const;

/** Every column that references files.id through a foreign key, found in the catalog, so tables added later count too. */
async function fileReferences(trx: Db): Promise<Array<{ schema: string; table: string; column: string }>> {
  const { rows } = await sql<{ schema: string; table: string; column: string }>`
    select n.nspname as schema, t.relname as table, a.attname as column
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'files'::regclass
  `.execute(trx);
  return rows;
}

/** Whether any row anywhere (live or in the trash) still uses the file. */
export async function fileInUse(trx: Db, fileId: number): Promise<boolean> {
  const references = [
    ...(await fileReferences(trx)).map((r) => sql`select 1 from ${sql.id(r.schema, r.table)} where ${sql.id(r.column)} = ${fileId}`),
    ...UNCONSTRAINED_REFERENCES.map(([table, column]) => sql`select 1 from ${sql.table(table)} where ${sql.id(column)} = ${fileId}`),
  ];
  const { rows } = await sql<{ used: boolean }>`select exists (${sql.join(references, sql` union all `)}) as used`.execute(trx);
  return Boolean(rows[0]?.used);
}

/** This school's file row, locked for the rest of the transaction; undefined when there is none. */
export function lockSchoolFile(trx: Db, schoolId: number, fileId: number) {
  return trx
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('id', '=', fileId)
    .where('school_id', '=', schoolId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteFileRow(trx: Db, fileId: number): Promise<void> {
  await trx.deleteFrom('files').where('id', '=', fileId).execute();
}
