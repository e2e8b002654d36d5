import { sql, type Kysely } from 'kysely';

// Frozen. Issue 18: what files a task's answer takes (src/api/answerFiles.ts) and how large each
// may be. Every task made before keeps what all tasks took: PDFs and images, and the 20 MB the
// form now offers by default.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks
    add column answer_file_kinds text[] not null default '{pdf,images}'
      check (cardinality(answer_file_kinds) between 1 and 5
        and answer_file_kinds <@ array['pdf', 'images', 'documents', 'archives', 'code']::text[]),
    add column answer_max_mb integer not null default 20 check (answer_max_mb between 1 and 50)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks drop column if exists answer_file_kinds, drop column if exists answer_max_mb`.execute(db);
}
