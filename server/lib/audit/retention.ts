import type { Db } from '../../db/index.js';
import { AUDIT_RETENTION_DAYS } from '../../../src/api/audit.js';
import { deleteAuditRowsBefore } from './repository.js';

/** Rows one run deletes at most; a backlog goes over the next runs rather than in one long statement. */
const BATCH = 10_000;

/** Deletes audit rows older than a year (AUDIT_RETENTION_DAYS before `now`); how many went. */
export async function purgeOldAuditRows(db: Db, now: Date): Promise<number> {
  return deleteAuditRowsBefore(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000), BATCH);
}
