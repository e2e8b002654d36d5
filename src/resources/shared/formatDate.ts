/**
 * Dates as the SPEC §9 shows them by default: `MM.dd.yy`, with `, HH:mm` for moments. The API
 * sends dates as `yyyy-MM-dd` (shown as they are, with no time zone shift) and moments as ISO 8601.
 */
const two = (n: number) => String(n).padStart(2, '0');

export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}.${day}.${year.slice(2)}`;
}

export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${two(date.getMonth() + 1)}.${two(date.getDate())}.${String(date.getFullYear()).slice(2)}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}
