import { fileTypeFromBuffer } from 'file-type';
import { BRAND_IMAGE_MIME_TYPES } from '../../../src/api/constants.js';
import { checkDomain, isThemeColor } from '../../../src/api/schools.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { MessageKey } from '../../i18n/index.js';

/* The checks of a school's fields that JSON schema words badly, each a 400 naming its field. */

/** A well-formed domain, else 400 saying what is wrong with it. */
export function cleanDomain(value: string): string {
  const problem = checkDomain(value);
  if (problem) throw badRequest(`schools.domain.${problem}` as MessageKey, 'domain', { domain: value });
  return value;
}

/** The canonical name of an IANA timezone (`utc` → `UTC`), or null when there is no such zone. */
export function canonicalTimezone(value: string): string | null {
  // Offsets and odd strings some engines accept as zones are not IANA names.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value.trim())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function cleanTimezone(value: string): string {
  const zone = canonicalTimezone(value);
  if (!zone) throw badRequest('schools.timezoneInvalid', 'timezone', { value });
  return zone;
}

/** #rrggbb in lower case, else 400 naming the field. */
export function cleanThemeColor(value: string, field = 'themeColor'): string {
  if (!isThemeColor(value.trim())) throw badRequest('schools.themeColorInvalid', field);
  return value.trim().toLowerCase();
}

/** Text with runs of spaces made one and the ends trimmed; blank is "required", naming the field. */
export function requiredText(value: string, field: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) throw badRequest('validation.fieldRequired', field, { field });
  return text;
}

export interface DecodedImage {
  data: Buffer;
  mime: string;
  ext: string;
}

const IMAGE_TYPES = new Set<string>(BRAND_IMAGE_MIME_TYPES);

/**
 * The bytes of an image sent as base64 (or a data: URL): 413 past `maxBytes`, 415
 * 'Unsupported image type' when the bytes are not a PNG, JPEG, WebP or GIF, whatever the
 * data: URL claims. Undefined for an empty value (no image).
 */
export async function decodeImage(
  value: string | undefined,
  field: 'logo' | 'favicon',
  maxBytes: number,
): Promise<DecodedImage | undefined> {
  if (!value) return undefined;
  const base64 = value.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!base64) return undefined;
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw new AppError(415, 'files.unsupportedImage', {}, { field });
  const data = Buffer.from(base64, 'base64');
  if (data.length > maxBytes) {
    throw new AppError(
      413,
      field === 'logo' ? 'schools.logoTooLarge' : 'schools.faviconTooLarge',
      { kb: Math.round(maxBytes / 1024) },
      { field },
    );
  }
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) throw new AppError(415, 'files.unsupportedImage', {}, { field });
  return { data, mime: sniffed.mime, ext: sniffed.ext };
}
