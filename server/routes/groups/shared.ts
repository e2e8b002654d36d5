import { sql } from 'kysely';
import { IMAGE_MIME_TYPES } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { fileLinkOf } from '../files/repository.js';
import type { MessageKey } from '../../i18n/index.js';

/*
 * Pieces shared by the groups, courses and announcements routes: image references, checked
 * dates and texts, name locks, and the `{message, ...}` answer of a save.
 */

/** Where an uploaded file is served, or null for no file. */
export function fileLink(storageKey: string | null | undefined): string | null {
  return storageKey ? fileLinkOf(storageKey) : null;
}

/**
 * An imageId as the API takes it: undefined leaves the image as it is, 0 removes it, any
 * other value must be an image uploaded to this school (else 400 naming imageId).
 */
export async function resolveImageId(db: Db, schoolId: number, imageId: number | undefined, key: MessageKey): Promise<number | null | undefined> {
  if (imageId === undefined) return undefined;
  if (imageId === 0) return null;
  const file = await db
    .selectFrom('files')
    .select('id')
    .where('id', '=', imageId)
    .where('school_id', '=', schoolId)
    .where('mime', 'in', [...IMAGE_MIME_TYPES])
    .executeTakeFirst();
  if (!file) throw badRequest(key, 'imageId');
  return file.id;
}

/** The JSON schema checks yyyy-MM-dd; this refuses dates no calendar has, like 2026-02-31. */
export function checkDate(value: string | null | undefined, field: string): void {
  if (value === null || value === undefined) return;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw badRequest('validation.fieldPattern', field, { field });
  }
}

/** A required text, trimmed; blank -> 400 naming the field. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest('validation.fieldRequired', field, { field });
  return text;
}

/** Names whose uniqueness per school is enforced under a lock: one number per kind. */
const NAME_LOCKS = { groups: 7_101, courses: 7_102 } as const;

/**
 * Serialises name checks of one school and kind until the transaction ends, so two requests
 * cannot both take a free name (there is no unique index: trashed rows keep their names).
 */
export async function lockNames(trx: Db, kind: keyof typeof NAME_LOCKS, schoolId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${NAME_LOCKS[kind]}, ${schoolId})`.execute(trx);
}

/** The JSON schema of a save's answer: the message plus the saved record. */
export function savedSchema<T extends { properties: object; required: readonly string[] }>(item: T) {
  return {
    type: 'object',
    properties: { message: { type: 'string' }, ...item.properties },
    required: ['message', ...item.required],
  } as const;
}

/** A user's name as the API shows it. */
export function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

/** count(*) as a JS number on both PGlite and pg (bigint would come back as a string). */
export const countInt = sql<number>`count(*)::int`;
