import { describe, expect, it } from 'vitest';
import { lastOccurrence, occurrenceCount, occurrencesBetween } from '../../server/routes/events/occurrences.js';
import { localDateOf, offsetChanges, startOfDay, wallTimeOf, zonedInstant } from '../../server/routes/events/zonedTime.js';

const iso = (d: Date) => d.toISOString();
const wall = (year: number, month: number, day: number, hour = 0, minute = 0) => ({ year, month, day, hour, minute, second: 0 });

describe('wall-clock time in a zone', () => {
  it('names the instant of a wall time on both sides of a daylight-saving change', () => {
    expect(iso(zonedInstant(wall(2026, 3, 23, 9), 'Europe/Berlin'))).toBe('2026-03-23T08:00:00.000Z');
    expect(iso(zonedInstant(wall(2026, 3, 30, 9), 'Europe/Berlin'))).toBe('2026-03-30T07:00:00.000Z');
    expect(iso(zonedInstant(wall(2026, 11, 2, 9), 'America/Los_Angeles'))).toBe('2026-11-02T17:00:00.000Z');
    expect(iso(zonedInstant(wall(2026, 3, 10, 9), 'Asia/Vladivostok'))).toBe('2026-03-09T23:00:00.000Z');
  });

  it('reads a skipped wall time with the offset before the jump, and a repeated one as its first instant', () => {
    // Berlin jumps from 02:00 to 03:00 on 29 March 2026: 02:30 is read as 02:30+01:00 = 03:30 CEST.
    expect(iso(zonedInstant(wall(2026, 3, 29, 2, 30), 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z');
    // On 25 October 2026 02:30 happens twice (CEST, then CET): the first one counts.
    expect(iso(zonedInstant(wall(2026, 10, 25, 2, 30), 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('tells the local day of an instant and where a local day starts', () => {
    const lateEvening = new Date('2026-05-05T06:30:00Z'); // 23:30 on 4 May in Los Angeles, 16:30 on 5 May in Vladivostok
    expect(localDateOf(lateEvening, 'America/Los_Angeles')).toBe('2026-05-04');
    expect(localDateOf(lateEvening, 'Asia/Vladivostok')).toBe('2026-05-05');
    expect(iso(startOfDay('2026-05-04', 'America/Los_Angeles'))).toBe('2026-05-04T07:00:00.000Z');
    expect(wallTimeOf(startOfDay('2026-03-29', 'Europe/Berlin'), 'Europe/Berlin')).toMatchObject({ day: 29, hour: 0, minute: 0 });
  });

  it('finds the offset changes of a year to the second', () => {
    const changes = offsetChanges('Europe/Berlin', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes.map((c) => [new Date(c.at).toISOString(), c.from / 3_600_000, c.to / 3_600_000])).toEqual([
      ['2026-03-29T01:00:00.000Z', 1, 2],
      ['2026-10-25T01:00:00.000Z', 2, 1],
    ]);
    expect(offsetChanges('Asia/Vladivostok', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual([]);
  });
});

describe('weekly occurrences', () => {
  // Mondays 09:00-10:30 in Berlin from 16 March 2026 until 13 April 2026 (inclusive): five classes.
  const series = { start: new Date('2026-03-16T08:00:00Z'), end: new Date('2026-03-16T09:30:00Z'), repeatUntil: '2026-04-13' };
  const tz = 'Europe/Berlin';

  it('keeps the wall-clock time across the change to summer time and stops at the until day', () => {
    const all = occurrencesBetween(series, tz, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    expect(all.map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ['2026-03-16T08:00:00.000Z', '2026-03-16T09:30:00.000Z'],
      ['2026-03-23T08:00:00.000Z', '2026-03-23T09:30:00.000Z'],
      // From 29 March Berlin is UTC+2: 09:00 local is 07:00 UTC.
      ['2026-03-30T07:00:00.000Z', '2026-03-30T08:30:00.000Z'],
      ['2026-04-06T07:00:00.000Z', '2026-04-06T08:30:00.000Z'],
      ['2026-04-13T07:00:00.000Z', '2026-04-13T08:30:00.000Z'],
    ]);
    expect(all.every((o) => wallTimeOf(o.start, tz).hour === 9 && wallTimeOf(o.end, tz).minute === 30)).toBe(true);
    expect(occurrenceCount(series, tz)).toBe(5);
    expect(iso(lastOccurrence(series, tz)!.end)).toBe('2026-04-13T08:30:00.000Z');
  });

  it('counts the until day inclusive, in the school zone', () => {
    expect(occurrenceCount({ ...series, repeatUntil: '2026-04-12' }, tz)).toBe(4);
    expect(occurrenceCount({ ...series, repeatUntil: '2026-03-16' }, tz)).toBe(1);
    expect(occurrenceCount({ ...series, repeatUntil: '2026-03-15' }, tz)).toBe(0);
  });

  it('answers only the occurrences overlapping the period, an occurrence running into it included', () => {
    const some = occurrencesBetween(series, tz, new Date('2026-03-30T08:00:00Z'), new Date('2026-04-06T07:00:00Z'));
    expect(some.map((o) => iso(o.start))).toEqual(['2026-03-30T07:00:00.000Z']);
    expect(occurrencesBetween(series, tz, new Date('2026-04-14T00:00:00Z'), new Date('2026-05-01T00:00:00Z'))).toEqual([]);
    expect(
      occurrencesBetween({ ...series, repeatUntil: null }, tz, new Date('2026-03-16T09:29:00Z'), new Date('2026-03-17T00:00:00Z')),
    ).toHaveLength(1);
  });

  it('keeps all-day occurrences on midnights in a zone west of UTC', () => {
    const allDay = { start: new Date('2026-10-26T07:00:00Z'), end: new Date('2026-10-27T07:00:00Z'), repeatUntil: '2026-11-10' };
    const la = 'America/Los_Angeles';
    const found = occurrencesBetween(allDay, la, new Date('2026-10-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));
    expect(found.map((o) => localDateOf(o.start, la))).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(found.every((o) => wallTimeOf(o.start, la).hour === 0 && wallTimeOf(o.end, la).hour === 0)).toBe(true);
    // Los Angeles leaves summer time on 1 November: the later midnights are 08:00 UTC.
    expect(iso(found[1].start)).toBe('2026-11-02T08:00:00.000Z');
  });
});
