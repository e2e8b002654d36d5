import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTask } from '../../src/mocks/builders/taskBuilders';
import { mockStore } from '../../src/mocks/store/mockStore';
import { renderCalendar, screenWidth, setUpCalendarTests } from './CalendarSetup';

setUpCalendarTests();

/*
 * Task deadlines in the calendar: shown apart from the events (their own label and colour),
 * with the task, its course and a link to it, only those of lessons the user can see.
 */

beforeEach(() => {
  mockStore.tasks.tasks.push(
    // JavaScript Fundamentals (course 1): the demo student's group studies it, the demo instructor teaches it.
    buildTask({ taskId: 901, lessonId: 11, courseId: 1, taskName: 'Closures essay', deadline: '2026-11-20T17:00:00.000Z' }),
    // A lesson shown to students only from February.
    buildTask({ taskId: 902, lessonId: 14, courseId: 1, taskName: 'DOM before its time', deadline: '2026-11-19T17:00:00.000Z' }),
    // Основы Python (course 3): another group's course, taught by someone else.
    buildTask({ taskId: 903, lessonId: 31, courseId: 3, taskName: 'Python homework', deadline: '2026-11-18T17:00:00.000Z' }),
  );
});

/** The deadline entries once the calendar has loaded, by task name. */
async function deadlines(): Promise<Map<string, HTMLElement>> {
  const calendar = await screen.findByTestId('calendar');
  await waitFor(() => expect(within(calendar).getAllByTestId('calendar-deadline').length).toBeGreaterThan(0));
  const entries = within(calendar).getAllByTestId('calendar-deadline');
  return new Map(entries.map((e) => [e.querySelector('.lms-event__title')!.textContent!, e]));
}

describe('task deadlines in the calendar', { timeout: 60_000 }, () => {
  it("shows a student their courses' deadlines with a label, the course and a link to the task, and no one else's", async () => {
    const { t } = await renderCalendar({ role: 'STUDENT' });
    const shown = await deadlines();
    expect([...shown.keys()]).toEqual(['Closures essay']);
    const entry = shown.get('Closures essay')!;
    expect(entry).toHaveAttribute('data-kind', 'TASK_DEADLINE');
    expect(within(entry).getByText(t.deadline.label)).toBeVisible();
    expect(within(entry).getByText('JavaScript Fundamentals')).toBeVisible();
    expect(entry.closest('a')).toHaveAttribute('href', expect.stringMatching(/\/courses\/1\/lessons\/11\/tasks\/901$/));
    const element = entry.closest('.fc-event')!;
    expect(element).toHaveClass('lms-event--deadline');
    expect(element).not.toHaveClass('fc-event-draggable');
    expect(element).toHaveAttribute('title', 'Deadline: Closures essay (JavaScript Fundamentals)');
    // Events stay events.
    expect(screen.getAllByTestId('calendar-event').some((e) => e.hasAttribute('data-kind'))).toBe(false);
  });

  it('shows a deadline at 23:59 on its own day only, not on the next', async () => {
    // Sunday 29 November, 23:59 in Moscow: the next day starts a new week row.
    mockStore.tasks.tasks.push(
      buildTask({ taskId: 904, lessonId: 11, courseId: 1, taskName: 'Last minute', deadline: '2026-11-29T20:59:00.000Z' }),
    );
    await renderCalendar({ role: 'STUDENT' });
    await deadlines();
    const calendar = screen.getByTestId('calendar');
    const lastMinute = within(calendar)
      .getAllByTestId('calendar-deadline')
      .filter((e) => e.querySelector('.lms-event__title')?.textContent === 'Last minute');
    expect(lastMinute).toHaveLength(1);
    expect(lastMinute[0]!.closest('td')).toHaveAttribute('data-date', '2026-11-29');
  });

  it('labels deadlines in Russian', async () => {
    const { t } = await renderCalendar({ role: 'STUDENT', language: 'ru' });
    const entry = (await deadlines()).get('Closures essay')!;
    expect(t.deadline.label).toBe('Срок сдачи');
    expect(within(entry).getByText('Срок сдачи')).toBeVisible();
    expect(entry.closest('.fc-event')).toHaveAttribute('title', 'Срок сдачи: Closures essay (JavaScript Fundamentals)');
  });

  it("shows an instructor their courses' deadlines, linked to the lesson, and an admin the whole school's", async () => {
    const instructor = await renderCalendar({ role: 'INSTRUCTOR' });
    let shown = await deadlines();
    expect([...shown.keys()].sort()).toEqual(['Closures essay', 'DOM before its time']);
    expect(shown.get('DOM before its time')!.closest('a')).toHaveAttribute('href', expect.stringMatching(/\/courses\/1\/lessons\/14$/));
    instructor.unmount();

    await renderCalendar({ role: 'ADMIN' });
    shown = await deadlines();
    expect([...shown.keys()].sort()).toEqual(['Closures essay', 'DOM before its time', 'Python homework']);
    // Administrators have no lesson pages: no address to go to.
    expect(shown.get('Python homework')!.closest('.fc-event')).not.toHaveAttribute('href');
  });

  it("lists the picked day's deadlines in the day's agenda, after its events, linked to the task", async () => {
    screenWidth(1400);
    const { t } = await renderCalendar({ role: 'STUDENT' });
    const agenda = await screen.findByTestId('day-agenda');
    expect(agenda).toHaveAttribute('data-day', '2026-11-20');
    const deadline = await within(agenda).findByTestId('agenda-deadline');
    expect(deadline).toHaveTextContent('20:00');
    expect(deadline).toHaveTextContent(t.deadline.label);
    expect(deadline).toHaveTextContent('Closures essay');
    expect(deadline).toHaveTextContent('JavaScript Fundamentals');
    expect(deadline).toHaveAttribute('href', expect.stringMatching(/\/courses\/1\/lessons\/11\/tasks\/901$/));
    expect(screen.queryByText(t.agenda.empty)).toBeNull();
  });

  it("shows an admin the day's deadlines in the agenda as text, with no link to a page they do not have", async () => {
    screenWidth(1400);
    await renderCalendar({ role: 'ADMIN' });
    const agenda = await screen.findByTestId('day-agenda');
    const deadline = await within(agenda).findByTestId('agenda-deadline');
    expect(deadline).toHaveTextContent('Closures essay');
    expect(deadline).not.toHaveAttribute('href');
    expect(within(deadline).queryByRole('link')).toBeNull();
  });
});
