import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { FileStorage } from '../../lib/storage.js';

/*
 * Releasing an image that a saved record stopped showing (a group's or course's image
 * replaced or removed): the file row goes in the same transaction as the save, the bytes once
 * that transaction has committed. A file still used anywhere else is kept.
 */

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
async function fileInUse(trx: Db, fileId: number): Promise<boolean> {
  const references = [
    ...(await fileReferences(trx)).map((r) => sql`select 1 from ${sql.id(r.schema, r.table)} where ${sql.id(r.column)} = ${fileId}`),
    ...UNCONSTRAINED_REFERENCES.map(([table, column]) => sql`select 1 from ${sql.table(table)} where ${sql.id(column)} = ${fileId}`),
  ];
  const { rows } = await sql<{ used: boolean }>`select exists (${sql.join(references, sql` union all `)}) as used`.execute(trx);
  return Boolean(rows[0]?.used);
}

/**
 * Deletes this school's file row when nothing uses it any more. Call it inside the transaction
 * that dropped the reference, after the update. The row is locked first, so a concurrent save
 * that starts using the file either is seen here (and the file kept) or waits and then fails
 * its foreign key check rather than losing its image. Returns the storage key whose bytes
 * `removeStoredFile` should delete after the commit, or null when the file stays.
 */
export async function releaseFile(trx: Db, schoolId: number, fileId: number): Promise<string | null> {
  const file = await trx
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('id', '=', fileId)
    .where('school_id', '=', schoolId)
    .forUpdate()
    .executeTakeFirst();
  if (!file || (await fileInUse(trx, file.id))) return null;
  await trx.deleteFrom('files').where('id', '=', file.id).execute();
  return file.storage_key;
}

/**
 * Removes released bytes once their row's deletion has committed. Best effort: a failure
 * leaves an unreachable file on disk (its row is gone, so nothing links to it) rather than
 * failing a save that already succeeded.
 */
export async function removeStoredFile(storage: FileStorage | undefined, storageKey: string | null): Promise<void> {
  if (!storage || !storageKey) return;
  await storage.remove(storageKey).catch(() => {});
}
