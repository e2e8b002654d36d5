import { describe, expect, it } from 'vitest';
import { adminSuite } from './adminSuite.js';

/*
 * Past dates per field (src/api/pastDates.ts) and lengths counted as a person sees them
 * (src/api/textLength.ts), as the server enforces them: a translated 400 naming the field.
 */

const NOW = new Date('2026-11-27T12:00:00Z');
const { t, api } = adminSuite({ startAt: NOW });

const errorOf = async (method: 'POST' | 'PUT', url: string, body: object, lang = 'en') => {
  const res = await api(method, url, body, { lang });
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ message: string; field: string }>();
};

describe('end date of a group or course', () => {
  it.each([
    ['groups', 'groupName'],
    ['courses', 'courseName'],
  ])('%s: refuses a past end date on create, in English and Russian; today is fine', async (path, nameField) => {
    expect(await errorOf('POST', path, { [nameField]: `Past ${path}`, dateOfFinish: '2020-06-30' })).toMatchObject({
      message: 'The end date cannot be in the past: choose today or a later day.',
      field: 'dateOfFinish',
    });
    expect((await errorOf('POST', path, { [nameField]: `Past ${path}`, dateOfFinish: '2026-11-26' }, 'ru')).message).toBe(
      'Дата окончания не может быть в прошлом: выберите сегодняшний или более поздний день.',
    );
    const today = await api('POST', path, { [nameField]: `Today ${path}`, dateOfFinish: '2026-11-27' });
    expect(today.statusCode, today.body).toBe(200);
  });

  it('keeps a stored end date that has passed through an edit, but refuses a change to another past day', async () => {
    const res = await api('POST', 'groups', { groupName: 'Spring cohort', dateOfFinish: '2027-01-10' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    // The group has ended since: its date is in the past now.
    await t.db.updateTable('groups').set({ date_of_finish: '2026-01-10' }).where('id', '=', id).execute();
    const kept = await api('PUT', `groups/${id}`, { groupName: 'Spring cohort 2027', dateOfFinish: '2026-01-10' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await errorOf('PUT', `groups/${id}`, { groupName: 'Spring cohort 2027', dateOfFinish: '2026-01-09' })).toMatchObject({
      field: 'dateOfFinish',
    });
  });
});

describe('a new event', () => {
  const event = (start: string, end: string, extra: object = {}) => ({
    eventType: 'EVENT',
    title: 'Open day',
    start,
    end,
    allDay: false,
    groupIds: [],
    ...extra,
  });

  it('is refused when it is over already, named by its end, in English and Russian', async () => {
    const body = event('2026-11-20T10:00:00Z', '2026-11-20T11:00:00Z');
    expect(await errorOf('POST', 'events', body)).toMatchObject({
      message: 'A new event cannot be over already: its end must be from now on.',
      field: 'end',
    });
    expect((await errorOf('POST', 'events', body, 'ru')).message).toBe(
      'Новое событие не может уже закончиться: его конец должен быть не раньше текущего момента.',
    );
  });

  it('is accepted while it is still going on, and a weekly class whose series goes on may start in the past', async () => {
    expect((await api('POST', 'events', event('2026-11-27T11:00:00Z', '2026-11-27T13:00:00Z'))).statusCode).toBe(200);
    const series = event('2026-11-20T10:00:00Z', '2026-11-20T11:00:00Z', { eventType: 'SCHEDULE', repeatUntil: '2026-12-31' });
    const res = await api('POST', 'events', series);
    expect(res.statusCode, res.body).toBe(200);
    const over = event('2026-11-06T10:00:00Z', '2026-11-06T11:00:00Z', { eventType: 'SCHEDULE', repeatUntil: '2026-11-20' });
    expect(await errorOf('POST', 'events', over)).toMatchObject({ field: 'repeatUntil' });
  });
});

describe('lengths count what a person sees', () => {
  const family = '👨‍👩‍👧';

  it('takes a name of 100 emoji (700 code points) and refuses 101 as too long', async () => {
    const fits = await api('POST', 'groups', { groupName: family.repeat(100) });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await errorOf('POST', 'groups', { groupName: family.repeat(101) })).toMatchObject({
      message: 'The field "groupName" must be at most 100 characters.',
      field: 'groupName',
    });
  });
});
