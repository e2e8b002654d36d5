/*
 * The pickers hold a Date whose local fields are the wall time typed; the forms keep the wire
 * texts they always had (yyyy-MM-dd for a day, yyyy-MM-ddTHH:mm for a wall time in the school's
 * zone, turned into an instant by fromDateTimeInput), so the school-zone conversion stays in one place.
 */

/** What a picker gives for a date it cannot read: fails every date rule, so the form shows its message. */
export const UNREADABLE = 'invalid';

const two = (n: number) => String(n).padStart(2, '0');
const WIRE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** The picker's Date of a yyyy-MM-dd or yyyy-MM-ddTHH:mm, or null for an empty or unreadable text. */
export function pickerDateOf(value: string | null | undefined): Date | null {
  const match = WIRE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** yyyy-MM-dd of a picker's Date; '' when empty, UNREADABLE for a half-typed one. */
export function dayOfPicker(date: Date | null): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return UNREADABLE;
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** yyyy-MM-ddTHH:mm of a picker's Date; '' when empty, UNREADABLE for a half-typed one. */
export function wallTimeOfPicker(date: Date | null): string {
  const day = dayOfPicker(date);
  if (!date || day === UNREADABLE) return day;
  return `${day}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The picker's Date (today's date) of an HH:mm, or null for an empty or unreadable text. */
export function pickerTimeOf(value: string | null | undefined): Date | null {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const date = new Date();
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date;
}

/** HH:mm of a picker's Date; '' when empty, UNREADABLE for a half-typed one. */
export function timeOfPicker(date: Date | null): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return UNREADABLE;
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
