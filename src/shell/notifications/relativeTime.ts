import { useEffect, useState } from 'react';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Up to which distance each unit is used (the largest that fits first). */
const STEPS: Array<{ unit: Intl.RelativeTimeFormatUnit; ms: number; below: number }> = [
  { unit: 'second', ms: SECOND, below: 45 * SECOND },
  { unit: 'minute', ms: MINUTE, below: 45 * MINUTE },
  { unit: 'hour', ms: HOUR, below: 22 * HOUR },
  { unit: 'day', ms: DAY, below: 7 * DAY },
  { unit: 'week', ms: 7 * DAY, below: 30 * DAY },
  { unit: 'month', ms: 30 * DAY, below: 365 * DAY },
  { unit: 'year', ms: 365 * DAY, below: Infinity },
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterOf(locale: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * How long ago (or in how long) `iso` is from `now`, in the UI language: '5 minutes ago',
 * 'yesterday', '5 минут назад'. Under 45 seconds is `justNow` (Intl's own 'now' unless given);
 * a moment a little ahead (a server clock ahead of the browser's) is too.
 */
export function formatRelativeTime(iso: string, now: number, locale: string, justNow?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const diff = at - now;
  const formatter = formatterOf(locale);
  const distance = Math.abs(diff);
  if (distance < STEPS[0].below || (diff > 0 && diff < MINUTE)) return justNow ?? formatter.format(0, 'second');
  const step = STEPS.find((s) => distance < s.below) ?? STEPS[STEPS.length - 1];
  const value = Math.max(1, Math.round(distance / step.ms));
  return formatter.format(diff < 0 ? -value : value, step.unit);
}

/** The current time, renewed every `intervalMs`, so "5 minutes ago" keeps true while the page stays open. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
