/** The test clock's wire format: 'HH:MM:SS' limits and 'HH:MM' as screens show them. */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' or 'HH:MM' to seconds; null when malformed. */
export function parseQuizTime(value: string | null | undefined): number | null {
  const match = /^(\d{2}):([0-5]\d)(?::([0-5]\d))?$/.exec((value ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** Seconds as 'HH:MM:SS' (the API's timeToTakeTheTest). */
export function formatQuizTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Seconds as 'HH:MM', seconds dropped (how screens show a time limit, SPEC §5). */
export function formatQuizTimeShort(seconds: number): string {
  return formatQuizTime(seconds).slice(0, 5);
}
