import { describe, expect, it } from 'vitest';
import { CALENDAR_VIEWS, PHONE_VIEWS, shownView } from '../../src/learning/shared/calendar/CalendarToolbar';

describe('calendar views on a phone (415 px)', () => {
  it('offer no week of time columns, whose events overlap there', () => {
    expect(PHONE_VIEWS).not.toContain('timeGridWeek');
    expect(PHONE_VIEWS).toEqual(expect.arrayContaining(['timeGridDay', 'listWeek', 'dayGridMonth']));
  });

  it('show a week chosen on a larger screen as its day, and every other view as it is', () => {
    expect(shownView('timeGridWeek', true)).toBe('timeGridDay');
    for (const view of CALENDAR_VIEWS) expect(shownView(view, false)).toBe(view);
    for (const view of PHONE_VIEWS) expect(shownView(view, true)).toBe(view);
  });
});
