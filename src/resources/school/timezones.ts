/*
 * The IANA timezones a school can pick (Intl.supportedValuesOf, so the browser's own list), each
 * with its current offset from UTC for the label, and the browser's own zone as the default.
 */

import { RU_CITY_NAMES } from './timezoneCities';

export interface TimezoneOption {
  zone: string;
  /** Russian names of its city and others keeping its time (RU_CITY_NAMES); often none. */
  cities: readonly string[];
  /** e.g. 'UTC+03:00' */
  offset: string;
  /** Minutes from UTC now, for ordering. */
  minutes: number;
}

let cache: TimezoneOption[] | null = null;

function offsetOf(zone: string, at: Date): { offset: string; minutes: number } {
  try {
    const part =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(part);
    if (!match) return { offset: 'UTC+00:00', minutes: 0 };
    const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
    const abs = Math.abs(minutes);
    return {
      offset: `UTC${minutes < 0 ? '−' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`,
      minutes,
    };
  } catch {
    return { offset: 'UTC+00:00', minutes: 0 };
  }
}

/** Every zone the browser knows (UTC first), with its offset now. */
export function timezoneOptions(): TimezoneOption[] {
  if (cache) return cache;
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
  const now = new Date();
  cache = zones.map((zone) => ({ zone, cities: RU_CITY_NAMES[zone] ?? [], ...offsetOf(zone, now) }));
  return cache;
}

/** The browser's timezone when the list has it, else UTC. */
export function browserTimezone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timezoneOptions().some((option) => option.zone === zone) ? zone : 'UTC';
}

export function isKnownTimezone(zone: string | null | undefined): boolean {
  return Boolean(zone) && timezoneOptions().some((option) => option.zone === zone);
}
