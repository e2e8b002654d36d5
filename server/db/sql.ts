import { sql } from 'kysely';

/** count(*) as a JS number on both PGlite and pg (bigint would come back as a string). */
export const countInt = sql<number>`count(*)::int`;
