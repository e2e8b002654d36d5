import { isValidTimeZone } from '../../src/api/schoolTime.js';
import type { Db } from '../db/index.js';

/*
 * The school's IANA timezone: its days (past dates, analytics periods, the audit log's days),
 * weekly repeats and export dates follow it. Read in one place so that every feature falls
 * back alike.
 */

/** A school's zone as stored, or UTC when the stored name is unknown to the runtime. */
export function zoneOrUtc(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The school's timezone (zoneOrUtc of the stored name). */
export async function schoolTimeZone(db: Db, schoolId: number): Promise<string> {
  const row = await db.selectFrom('schools').select('timezone').where('id', '=', schoolId).executeTakeFirst();
  return zoneOrUtc(row?.timezone);
}
