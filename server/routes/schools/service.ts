import type { Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { assertFitsTariff } from '../../lib/tariffLimits.js';
import { releaseFile, removeStoredFile } from '../files/release.js';
import { lockBranding, setTariff, updateSettings, type SettingsColumns } from './repository.js';

/* Changes to the admin's school, each in one transaction. */

/**
 * Saves the school's profile and branding. A logo or favicon id left out keeps the current one,
 * 0 removes it; a replaced or removed image is released, its bytes deleted after the commit.
 */
export async function saveSettings(
  db: Db,
  storage: FileStorage | undefined,
  schoolId: number,
  fields: Omit<SettingsColumns, 'logo_file_id' | 'favicon_file_id'>,
  images: { logoId?: number; faviconId?: number },
): Promise<void> {
  const released = await db.transaction().execute(async (trx) => {
    const before = await lockBranding(trx, schoolId);
    const logo = images.logoId === undefined ? before.logo_file_id : images.logoId || null;
    const favicon = images.faviconId === undefined ? before.favicon_file_id : images.faviconId || null;
    await updateSettings(trx, schoolId, { ...fields, logo_file_id: logo, favicon_file_id: favicon });
    const keys: Array<string | null> = [];
    for (const [old, now] of [
      [before.logo_file_id, logo],
      [before.favicon_file_id, favicon],
    ]) {
      if (old && old !== now) keys.push(await releaseFile(trx, schoolId, old));
    }
    return keys;
  });
  await Promise.all(released.map((key) => removeStoredFile(storage, key)));
}

/** Moves the school to another plan; 409 when it already holds more than the plan allows. */
export async function changeTariff(db: Db, schoolId: number, tariffId: number, lang: Language): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertFitsTariff(trx, schoolId, tariffId, lang);
    await setTariff(trx, schoolId, tariffId);
  });
}
