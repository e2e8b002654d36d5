/* The value and label axes of the dashboard's charts: nice whole-number ticks, labels that fit. */

/** The step of an axis with about `count` intervals up to `max`: 1, 2 or 5 × 10ⁿ, whole numbers. */
export function niceStep(max: number, count = 4): number {
  const raw = Math.max(max / count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, Math.round(step));
}

/** Whole-number ticks from 0 past `max` in nice steps (0, 10, 20, 30 for 30). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Room for one label under the columns, in px (a short month name and a gap). */
const LABEL_ROOM = 48;

/** Which columns carry a label: as many as fit, counted back from the last (always labelled). */
export function labelledColumns(count: number, plotWidth: number): boolean[] {
  const fit = Math.max(2, Math.min(12, Math.floor(plotWidth / LABEL_ROOM)));
  const every = Math.max(1, Math.ceil(count / fit));
  return Array.from({ length: count }, (_, i) => (count - 1 - i) % every === 0);
}
