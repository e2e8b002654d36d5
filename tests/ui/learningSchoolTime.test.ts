import { describe, expect, it } from 'vitest';
import { describeTimeZone, formatSchoolDateTime, fromDateTimeInput, isValidTimeZone, toDateTimeInput } from '../../src/api/schoolTime';

describe('school time (lesson show dates, SPEC §9 dd.MM.yyyy HH:mm)', () => {
  it.each([
    ['2026-09-01T06:00:00.000Z', 'Europe/Moscow', '01.09.2026 09:00'],
    ['2026-09-01T06:00:00.000Z', 'America/New_York', '01.09.2026 02:00'],
    ['2026-12-01T06:00:00.000Z', 'America/New_York', '01.12.2026 01:00'],
    ['2026-12-31T15:30:00.000Z', 'Asia/Tokyo', '01.01.2027 00:30'],
    ['2026-03-15T23:59:00.000Z', 'UTC', '15.03.2026 23:59'],
    ['2026-06-01T00:00:00.000Z', 'Asia/Kolkata', '01.06.2026 05:30'],
  ])('shows %s in %s as %s', (iso, zone, shown) => {
    expect(formatSchoolDateTime(iso, zone)).toBe(shown);
  });

  it('shows nothing for a missing or broken moment', () => {
    expect(formatSchoolDateTime(null, 'UTC')).toBe('');
    expect(formatSchoolDateTime('yesterday', 'UTC')).toBe('');
  });

  it.each([
    ['2026-12-01T10:00', 'Asia/Tokyo', '2026-12-01T01:00:00.000Z'],
    ['2026-12-01T10:00', 'Europe/Moscow', '2026-12-01T07:00:00.000Z'],
    ['2026-07-01T10:00', 'America/New_York', '2026-07-01T14:00:00.000Z'],
    ['2026-01-01T10:00', 'America/New_York', '2026-01-01T15:00:00.000Z'],
    ['2026-06-01T05:30', 'Asia/Kolkata', '2026-06-01T00:00:00.000Z'],
    ['2027-01-01T00:30', 'Asia/Tokyo', '2026-12-31T15:30:00.000Z'],
  ])('reads the wall time %s in %s as %s', (wall, zone, iso) => {
    expect(fromDateTimeInput(wall, zone)?.toISOString()).toBe(iso);
    // And back again, as the edit dialog fills its input.
    expect(toDateTimeInput(iso, zone)).toBe(wall);
  });

  it('reads the hour repeated when clocks go back as one of its two instants', () => {
    // 1 November 2026, 01:30 happens twice in New York.
    const instant = fromDateTimeInput('2026-11-01T01:30', 'America/New_York')?.toISOString();
    expect(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']).toContain(instant);
  });

  it('refuses texts and days that are not date-times', () => {
    expect(fromDateTimeInput('', 'UTC')).toBeNull();
    expect(fromDateTimeInput('2026-02-31T10:00', 'UTC')).toBeNull();
    expect(fromDateTimeInput('2026-13-01T10:00', 'UTC')).toBeNull();
    expect(fromDateTimeInput('2026-01-01T24:00', 'UTC')).toBeNull();
    expect(fromDateTimeInput('01.01.2026 10:00', 'UTC')).toBeNull();
  });

  it('knows real zone names only', () => {
    expect(isValidTimeZone('Europe/Moscow')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });

  it('names a zone with its offset for the helper texts', () => {
    expect(describeTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo, UTC+09:00');
    expect(describeTimeZone('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('America/New_York, UTC−05:00');
    expect(describeTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata, UTC+05:30');
  });
});
