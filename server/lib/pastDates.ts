import { dayRefusedAsPast, isPastInstant, refusedAsPast } from '../../src/api/pastDates.js';
import type { MessageKey } from '../i18n/index.js';
import { badRequest } from './errors.js';

/*
 * The server's side of the past-date rule of src/api/pastDates.ts (which says, per field, why a
 * past value is refused or allowed): each check is a 400 naming the field, in the user's language.
 */

/** 400 naming `field` when the day is before today in the school's zone and is not the stored day. */
export function refusePastDay(
  day: string | null | undefined,
  kept: string | null | undefined,
  field: string,
  key: MessageKey,
  today: { timeZone: string; now: Date },
): void {
  if (day && dayRefusedAsPast(day, kept, today.timeZone, today.now)) throw badRequest(key, field);
}

/** 400 naming `field` when the instant has passed by `now` and is not the stored one. */
export function refusePastInstant(instant: Date, kept: Date | null | undefined, field: string, key: MessageKey, now: Date): void {
  if (refusedAsPast(instant.getTime(), kept?.getTime(), (time) => isPastInstant(time, now))) throw badRequest(key, field);
}
