import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../src/i18n/dates';
import { formatSchoolDateTime } from '../../src/api/schoolTime';
import { dayOfPicker, pickerDateOf, UNREADABLE, wallTimeOfPicker } from '../../src/shell/datePickers/pickerValues';

describe('dates for people', () => {
  it('writes a calendar date day first in Russian and with the month named in English', () => {
    expect(formatDate('2026-12-10', 'ru')).toBe('10.12.2026');
    expect(formatDate('2026-12-10', 'en')).toBe('10 Dec 2026');
    // Never the month first, as the old MM.dd.yy did.
    expect(formatDate('2026-12-10', 'ru')).not.toBe('12.10.26');
  });

  it('takes a day as it is, whatever the zone, and gives nothing for a missing or impossible one', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDate(null, 'ru')).toBe('');
    expect(formatDate('2026-02-31', 'ru')).toBe('');
    expect(formatDate('soon', 'en')).toBe('');
  });

  it('writes a moment in the given zone on a 24-hour clock', () => {
    expect(formatDateTime('2026-12-10T11:30:00Z', 'ru', 'Europe/Moscow')).toBe('10.12.2026, 14:30');
    expect(formatDateTime('2026-12-10T11:30:00Z', 'en', 'Europe/Moscow')).toBe('10 Dec 2026, 14:30');
    expect(formatDateTime('2026-12-10T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('11 Dec 2026, 08:30');
    expect(formatDateTime('nonsense', 'en')).toBe('');
    expect(formatTime('2026-12-10T11:30:05Z', 'ru', { seconds: true, timeZone: 'UTC' })).toBe('11:30:05');
  });

  it('keeps the lesson format of SPEC §9 (dd.MM.yyyy HH:mm) in either language', () => {
    expect(formatSchoolDateTime('2026-12-10T11:30:00Z', 'Europe/Moscow')).toBe('10.12.2026 14:30');
  });
});

describe('picker values', () => {
  it('gives the wire texts back: yyyy-MM-dd and the yyyy-MM-ddTHH:mm wall time', () => {
    expect(dayOfPicker(pickerDateOf('2026-12-10'))).toBe('2026-12-10');
    expect(wallTimeOfPicker(pickerDateOf('2026-12-10T18:05'))).toBe('2026-12-10T18:05');
    expect(dayOfPicker(null)).toBe('');
    expect(dayOfPicker(new Date(Number.NaN))).toBe(UNREADABLE);
    expect(pickerDateOf('')).toBeNull();
  });
});
