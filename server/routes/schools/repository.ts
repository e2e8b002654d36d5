import type { SchoolBranding, SchoolSettings, TariffDto } from '../../../src/api/schools.js';
import { normalizeLanguage, type Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import { schoolTariff, schoolUsage, toTariffDto } from '../../lib/tariffLimits.js';
import { fileLinkOf } from '../files/repository.js';

/** The plans offered at sign-up, cheapest first. */
export async function publicTariffs(db: Db): Promise<TariffDto[]> {
  const rows = await db.selectFrom('tariffs').selectAll().where('public', '=', true).orderBy('position').orderBy('id').execute();
  return rows.map(toTariffDto);
}

export async function findPublicTariff(db: Db, id: number) {
  return db.selectFrom('tariffs').select(['id', 'code']).where('id', '=', id).where('public', '=', true).executeTakeFirst();
}

export async function domainTaken(db: Db, domain: string): Promise<boolean> {
  return Boolean(await db.selectFrom('schools').select('id').where('domain', '=', domain).executeTakeFirst());
}

/** A school with its branding images' links. */
function schoolsWithImages(db: Db) {
  return db
    .selectFrom('schools')
    .leftJoin('files as logo', 'logo.id', 'schools.logo_file_id')
    .leftJoin('files as favicon', 'favicon.id', 'schools.favicon_file_id')
    .select([
      'schools.id',
      'schools.name',
      'schools.description',
      'schools.domain',
      'schools.timezone',
      'schools.language',
      'schools.rating_names_visible',
      'schools.theme_color',
      'logo.id as logo_id',
      'logo.storage_key as logo_key',
      'favicon.id as favicon_id',
      'favicon.storage_key as favicon_key',
    ]);
}

type SchoolImagesRow = Awaited<ReturnType<ReturnType<typeof schoolsWithImages>['executeTakeFirstOrThrow']>>;

function brandingOf(row: SchoolImagesRow): SchoolBranding {
  return {
    name: row.name,
    themeColor: row.theme_color,
    logoLink: row.logo_key ? fileLinkOf(row.logo_key) : null,
    faviconLink: row.favicon_key ? fileLinkOf(row.favicon_key) : null,
  };
}

/** What a login page may show of the school with this domain; undefined when none has it. */
export async function brandingByDomain(db: Db, domain: string): Promise<SchoolBranding | undefined> {
  const row = await schoolsWithImages(db).where('schools.domain', '=', domain).executeTakeFirst();
  return row && brandingOf(row);
}

/** The settings page of a school: profile, branding, timezone, plan and what it uses of it. */
export async function settingsOf(db: Db, schoolId: number): Promise<SchoolSettings> {
  const [row, tariff, usage] = await Promise.all([
    schoolsWithImages(db).where('schools.id', '=', schoolId).executeTakeFirstOrThrow(),
    schoolTariff(db, schoolId),
    schoolUsage(db, schoolId),
  ]);
  return {
    ...brandingOf(row),
    description: row.description,
    domain: row.domain,
    timezone: row.timezone,
    language: normalizeLanguage(row.language),
    ratingNamesVisible: row.rating_names_visible,
    logoId: row.logo_id ?? 0,
    faviconId: row.favicon_id ?? 0,
    tariff: toTariffDto(tariff),
    usage,
  };
}

/** The school's logo and favicon, its row locked against other saves for the rest of the transaction. */
export function lockBranding(trx: Db, schoolId: number) {
  return trx
    .selectFrom('schools')
    .select(['logo_file_id', 'favicon_file_id'])
    .where('id', '=', schoolId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export interface SettingsColumns {
  name: string;
  description: string;
  timezone: string;
  /** Left out keeps the school's language. */
  language?: Language;
  /** Left out keeps the school's choice. */
  rating_names_visible?: boolean;
  theme_color: string | null;
  logo_file_id: number | null;
  favicon_file_id: number | null;
}

export async function updateSettings(trx: Db, schoolId: number, settings: SettingsColumns): Promise<void> {
  await trx.updateTable('schools').set(settings).where('id', '=', schoolId).execute();
}

export async function setTariff(trx: Db, schoolId: number, tariffId: number): Promise<void> {
  await trx.updateTable('schools').set({ tariff_id: tariffId }).where('id', '=', schoolId).execute();
}
