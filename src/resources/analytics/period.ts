import { lastMonthsPeriod } from '../../api/analytics';
import { wallTimeOf } from '../../api/schoolTime';

/* The dashboard's periods: today in the school's timezone and the quick presets. */

export type PresetKey = 'last30Days' | 'thisYear' | 'last12Months';
export const PRESETS: PresetKey[] = ['last30Days', 'thisYear', 'last12Months'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Today (yyyy-MM-dd) on the school's calendar. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const wall = wallTimeOf(now, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** A date (yyyy-MM-dd) moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** The period of a preset ending today (last 12 months: the server's default period). */
export function presetPeriod(key: PresetKey, today: string): { from: string; to: string } {
  if (key === 'last30Days') return { from: addDays(today, -29), to: today };
  if (key === 'thisYear') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return lastMonthsPeriod(today);
}

/** The preset a period is, if any. */
export function presetOf(period: { from: string; to: string }, today: string): PresetKey | null {
  return (
    PRESETS.find((key) => {
      const p = presetPeriod(key, today);
      return p.from === period.from && p.to === period.to;
    }) ?? null
  );
}

/** Whether a text is a date a calendar has (yyyy-MM-dd). */
export function isDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}
