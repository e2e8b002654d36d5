import { sql } from 'kysely';
import type { Language } from '../../src/api/constants.js';
import { TARIFF_LIMIT, type TariffDto, type TariffUsage } from '../../src/api/schools.js';
import type { Db } from '../db/index.js';
import { t, type MessageKey } from '../i18n/index.js';
import { AppError } from './errors.js';

/*
 * The one place that holds a school to its plan's limits. A create, import, restore or upload
 * calls `assertWithinLimit` inside its own transaction, before it writes: the school's row is
 * locked first, so two concurrent creates at the last seat run one after the other, and the
 * second counts the first's row (PostgreSQL's READ COMMITTED takes a fresh snapshot for each
 * statement after the lock is granted). FOR NO KEY UPDATE does not wait for the key-share locks
 * every insert of a school's row takes, so the rest of the school's work is not held up.
 */

export type LimitKind = 'students' | 'instructors' | 'storage';

const MB = 1024 * 1024;

interface TariffRow {
  id: number;
  code: string;
  name: string;
  max_students: number;
  max_instructors: number;
  max_storage_mb: number;
  price_cents: number;
  currency: string;
}

export function toTariffDto(row: TariffRow): TariffDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    maxStudents: row.max_students,
    maxInstructors: row.max_instructors,
    storageMb: row.max_storage_mb,
    priceCents: row.price_cents,
    currency: row.currency,
  };
}

/** A plan's name in a language: the dictionary's for the standard plans, else its own. */
export function tariffName(lang: Language, tariff: { code: string; name: string }): string {
  const key = `tariffs.names.${tariff.code}` as MessageKey;
  const translated = t(lang, key);
  return translated === key ? tariff.name : translated;
}

const tariffColumns = [
  'tariffs.id',
  'tariffs.code',
  'tariffs.name',
  'tariffs.max_students',
  'tariffs.max_instructors',
  'tariffs.max_storage_mb',
  'tariffs.price_cents',
  'tariffs.currency',
] as const;

/** The plan of a school; with `lock`, the school's row stays locked until the transaction ends. */
export async function schoolTariff(db: Db, schoolId: number, options: { lock?: boolean } = {}): Promise<TariffRow> {
  if (options.lock) {
    await db.selectFrom('schools').select('id').where('id', '=', schoolId).forNoKeyUpdate().executeTakeFirstOrThrow();
  }
  return db
    .selectFrom('schools')
    .innerJoin('tariffs', 'tariffs.id', 'schools.tariff_id')
    .select(tariffColumns)
    .where('schools.id', '=', schoolId)
    .executeTakeFirstOrThrow();
}

/** Live (not trashed) people of a role in a school. */
async function countPeople(db: Db, schoolId: number, role: 'STUDENT' | 'INSTRUCTOR'): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('school_id', '=', schoolId)
    .where('role', '=', role)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Bytes of every file the school has stored. */
async function storageBytes(db: Db, schoolId: number): Promise<number> {
  const { rows } = await sql<{
    bytes: string | number | null;
  }>`select coalesce(sum(size), 0) as bytes from files where school_id = ${schoolId}`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}

/** What a school uses of its plan now. */
export async function schoolUsage(db: Db, schoolId: number): Promise<TariffUsage> {
  const [students, instructors, bytes] = await Promise.all([
    countPeople(db, schoolId, 'STUDENT'),
    countPeople(db, schoolId, 'INSTRUCTOR'),
    storageBytes(db, schoolId),
  ]);
  return { students, instructors, storageBytes: bytes };
}

/** Megabytes as the storage message names them: whole when whole, else one decimal rounded up. */
const megabytes = (bytes: number) => {
  const mb = Math.ceil((bytes / MB) * 10) / 10;
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
};

/**
 * Refuses (409, code TARIFF_LIMIT, naming the limit in `lang`) what would take the school past
 * its plan: `adding` more students or instructors, or `adding` more bytes of files. Call it
 * inside the transaction that then writes, before writing; it locks the school's row until
 * that transaction ends. Nothing is written by it.
 */
export async function assertWithinLimit(trx: Db, schoolId: number, kind: LimitKind, adding: number, lang: Language): Promise<void> {
  const tariff = await schoolTariff(trx, schoolId, { lock: true });
  const plan = tariffName(lang, tariff);
  if (kind === 'storage') {
    const total = (await storageBytes(trx, schoolId)) + adding;
    if (total > tariff.max_storage_mb * MB) {
      throw new AppError(
        409,
        'tariffLimits.storage',
        { plan, limit: tariff.max_storage_mb, total: megabytes(total) },
        { code: TARIFF_LIMIT, field: 'file' },
      );
    }
    return;
  }
  const limit = kind === 'students' ? tariff.max_students : tariff.max_instructors;
  const total = (await countPeople(trx, schoolId, kind === 'students' ? 'STUDENT' : 'INSTRUCTOR')) + adding;
  if (total > limit) {
    throw new AppError(409, `tariffLimits.${kind}`, { plan, limit, total }, { code: TARIFF_LIMIT });
  }
}

/**
 * Refuses (409, code TARIFF_LIMIT, field tariffId, naming the limit in `lang`) a change to a
 * plan the school already outgrows: more students, instructors or stored bytes than it allows.
 * Call it inside the transaction that then changes the plan; it locks the school's row, so no
 * create or upload can slip past the new limit while the plan changes.
 */
export async function assertFitsTariff(trx: Db, schoolId: number, tariffId: number, lang: Language): Promise<void> {
  await schoolTariff(trx, schoolId, { lock: true });
  const tariff = await trx.selectFrom('tariffs').select(tariffColumns).where('tariffs.id', '=', tariffId).executeTakeFirstOrThrow();
  const usage = await schoolUsage(trx, schoolId);
  const plan = tariffName(lang, tariff);
  const refuse = (key: MessageKey, params: Record<string, string | number>) =>
    new AppError(409, key, { plan, ...params }, { code: TARIFF_LIMIT, field: 'tariffId' });
  if (usage.students > tariff.max_students)
    throw refuse('tariffLimits.changeStudents', { limit: tariff.max_students, total: usage.students });
  if (usage.instructors > tariff.max_instructors) {
    throw refuse('tariffLimits.changeInstructors', { limit: tariff.max_instructors, total: usage.instructors });
  }
  if (usage.storageBytes > tariff.max_storage_mb * MB) {
    throw refuse('tariffLimits.changeStorage', { limit: tariff.max_storage_mb, total: megabytes(usage.storageBytes) });
  }
}
