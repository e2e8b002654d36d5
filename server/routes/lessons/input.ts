import { isHttpUrl, parseOffsetDateTime } from '../../../src/api/learning.js';
import { badRequest } from '../../lib/errors.js';
import { requiredText } from '../../lib/schemas.js';

/* Checks of the learning inputs that JSON schema cannot express; each 400 names its field. */

export { requiredText };

/** An ISO 8601 date-time with an offset (or Z) as the instant it names; else 400 naming the field. */
export function dateTimeOf(text: string, field: string): Date {
  const date = parseOffsetDateTime(text.trim());
  if (!date) throw badRequest('lessons.dateTimeInvalid', field, { field });
  return date;
}

/** A trimmed http(s) address; javascript:, data:, relative and malformed ones answer 400 naming the field. */
export function httpUrlOf(text: string, field: string): string {
  const url = text.trim();
  if (!isHttpUrl(url)) throw badRequest('lessons.urlInvalid', field, { field });
  return url;
}

/** A trimmed optional text ('' when left out). */
export function optionalText(text: string | undefined): string {
  return (text ?? '').trim();
}

/** A timestamp column as the API answers it. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
