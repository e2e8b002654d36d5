import { useLocaleState } from 'react-admin';
import { QUIZ_TIME_MAX_SECONDS, QUIZ_TIME_MIN_SECONDS } from '../../../api/quizLimits';
import { formatQuizTime, formatQuizTimeShort, parseQuizTime } from '../../../api/quizTime';

/*
 * How the test pages show and read times and points: a time limit as HH:MM (seconds dropped,
 * hours and minutes padded to two digits, SPEC §3 and §5), typed as hours and minutes and sent
 * as timeToTakeTheTest 'HH:MM:SS'; points with at most two decimals in the user's language.
 */

/** Two digits: 5 → '05'. Any text that is not a whole number is given back as it was. */
export function padTwo(value: string | number): string {
  const text = String(value).trim();
  return /^\d+$/.test(text) ? String(Number(text)).padStart(2, '0') : text;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as the countdown shows them: 'MM:SS', or 'H:MM:SS' from an hour up. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** 'HH:MM:SS' (or 'HH:MM') as shown on screens: 'HH:MM'; a malformed value is shown as it came. */
export function timeLimitLabel(timeToTakeTheTest: string | null | undefined): string {
  const seconds = parseQuizTime(timeToTakeTheTest);
  return seconds === null ? (timeToTakeTheTest ?? '') : formatQuizTimeShort(seconds);
}

/** The hours and minutes of a time limit, as two padded texts for the two inputs. */
export function timeParts(timeToTakeTheTest: string | null | undefined): { hours: string; minutes: string } {
  const seconds = parseQuizTime(timeToTakeTheTest) ?? 0;
  return { hours: padTwo(Math.floor(seconds / 3600)), minutes: padTwo(Math.floor((seconds % 3600) / 60)) };
}

/**
 * The two inputs as timeToTakeTheTest ('HH:MM:SS'), or null when they are not a time limit the
 * server takes (whole hours 0–99 and minutes 0–59, together 00:01 to 99:59).
 */
export function timeFromParts(hours: string, minutes: string): string | null {
  const h = hours.trim() === '' ? 0 : Number(hours.trim());
  const m = minutes.trim() === '' ? 0 : Number(minutes.trim());
  if (!/^\d{0,2}$/.test(hours.trim()) || !/^\d{0,2}$/.test(minutes.trim())) return null;
  if (!Number.isInteger(h) || !Number.isInteger(m) || h > 99 || m > 59) return null;
  const seconds = h * 3600 + m * 60;
  if (seconds < QUIZ_TIME_MIN_SECONDS || seconds > QUIZ_TIME_MAX_SECONDS) return null;
  return formatQuizTime(seconds);
}

/** Points with at most two decimals, as the language writes numbers (1.5 / 1,5). */
export function formatPoints(points: number | null | undefined, locale: string): string {
  if (points === null || points === undefined || Number.isNaN(points)) return '—';
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 }).format(points);
}

/** formatPoints in the app's current language. */
export function usePointsFormat(): (points: number | null | undefined) => string {
  const [locale] = useLocaleState();
  return (points) => formatPoints(points, locale);
}
