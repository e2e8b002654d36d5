import { wallTimeOf } from './schoolTime.js';

/*
 * Which dates a form may hold in the past, decided per field (the server refuses, the forms show
 * the same rule next to the field):
 * - a group's or course's end date: refused on create, and on a save only when it changes to
 *   another past day; a record that has ended keeps its date through an edit of its name;
 * - a task's deadline: the same, as an instant: a new task, or a deadline moved, is never already over;
 * - a new event that is over entirely (its end, or the end of its weekly series, passed): refused;
 *   saving an existing one is allowed, so a past event can still be corrected;
 * - an exam's date: allowed, because marks are entered for exams held already; the form warns.
 * The browser's forms and the server both decide through the functions below.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** Today's calendar day (yyyy-MM-dd) in the zone. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  const w = wallTimeOf(now, timeZone);
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}`;
}

/** Whether a yyyy-MM-dd day is before `today` (both yyyy-MM-dd, so text order is day order). */
export const isPastDay = (day: string, today: string): boolean => day < today;

/**
 * Whether a day or instant a save sends is refused as past: it is past and differs from the
 * stored value (`kept`), which an edit may leave as it was. An instant is compared as its
 * milliseconds (two Dates of one moment are two objects).
 */
export function refusedAsPast<T extends string | number>(value: T, kept: T | null | undefined, past: (value: T) => boolean): boolean {
  return value !== kept && past(value);
}

/** Whether an instant has passed by `now` (the moment itself is not past yet). */
export const isPastInstant = (instant: Date | number, now: Date | number): boolean => new Date(instant).getTime() < new Date(now).getTime();

/**
 * Whether an end date (yyyy-MM-dd) a save sends is refused: before today in the school's zone and
 * not the stored one (`kept`), the rule of a group's and course's end date.
 */
export function dayRefusedAsPast(day: string, kept: string | null | undefined, timeZone: string, now: Date | number = Date.now()): boolean {
  const today = todayIn(timeZone, now);
  return refusedAsPast(day, kept, (value) => isPastDay(value, today));
}
