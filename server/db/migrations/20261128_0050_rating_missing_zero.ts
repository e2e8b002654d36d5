import { sql, type Kysely } from 'kysely';

// Frozen. Issue 18: whether a course's rating counts a missing item as 0 once it is past due
// (src/api/ratingFormula.ts); on by default, as schools grade late work that never came.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rating_distributions add column missing_counts_zero boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table rating_distributions drop column if exists missing_counts_zero`.execute(db);
}
