import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { t as serverText } from '../../server/i18n';
import { API_PATTERN, errorResponse } from '../../src/mocks/handlers';
import { fill, renderInstructor, setUpVirtualLayout, standAtMockNow, watchRequests } from './ratingsSetup';
import { server } from './server';

/*
 * What the instructor changes on the rating page (issue 4): the distribution (must sum to 100,
 * the sum shown live, the server's 400 in the dialog, the totals counted again after saving),
 * exams (add, delete with a confirmation) and their marks (whole numbers 0..100), the gradebook
 * export (the server's file, searched and sorted as the table), and the group rating page.
 */

setUpVirtualLayout();
standAtMockNow();

afterEach(() => {
  vi.restoreAllMocks();
});

const RATING = '/courses/1/rating';
const EXAMS = '/courses/1/exams';
const cellOf = (studentId: number, column: string) => {
  const row = screen.getByTestId(`rating-row-${studentId}`);
  return row.querySelector(`[data-column="${column}"]`) as HTMLElement;
};

describe('rating distribution', () => {
  it('shows the sum as typed and says so when it is not 100, without sending', async () => {
    const sent = watchRequests('POST', '/api/courses/1/rating/distribution');
    const { user, t } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    await user.click(screen.getByRole('button', { name: t.distribution.open }));
    const dialog = await screen.findByRole('dialog', { name: t.distribution.title });
    const tasks = within(dialog).getByRole('textbox', { name: t.distribution.tasks });
    expect(tasks).toHaveValue('40');
    expect(within(dialog).getByTestId('distribution-sum')).toHaveTextContent(fill(t.distribution.sumOk, { sum: 100 }));
    await user.clear(tasks);
    await user.type(tasks, '30');
    expect(within(dialog).getByTestId('distribution-sum')).toHaveTextContent(fill(t.distribution.sumOff, { sum: 90 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('distribution-problem')).toHaveTextContent(fill(t.distribution.sumProblem, { sum: 90 }));
    expect(sent).toEqual([]);
  });

  it('saves a distribution adding up to 100, and the totals change', async () => {
    const sent = watchRequests('POST', '/api/courses/1/rating/distribution');
    const { user, t } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    const before = cellOf(1, 'total').textContent;
    await user.click(screen.getByRole('button', { name: t.distribution.open }));
    const dialog = await screen.findByRole('dialog', { name: t.distribution.title });
    for (const [name, value] of [
      [t.distribution.tasks, '20'],
      [t.distribution.tests, '20'],
      [t.distribution.exams, '60'],
    ]) {
      const input = within(dialog).getByRole('textbox', { name });
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ tasks: 20, tests: 20, exams: 60, missingCountsZero: true }]));
    expect(await screen.findByText(serverText('en', 'ratings.distributionSaved'))).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('rating-facts')).toHaveTextContent(fill(t.weights, { tasks: 20, tests: 20, exams: 60 })));
    expect(cellOf(1, 'total').textContent).not.toBe(before);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's 400 in the dialog, not as a notice (SPEC §8)", async () => {
    server.use(
      http.post(`${API_PATTERN}/courses/:courseId/rating/distribution`, ({ request }) =>
        errorResponse(request, 400, 'ratings.distributionSum', { field: 'distribution', params: { sum: 101 } }),
      ),
    );
    const { user, t } = await renderInstructor(RATING, { language: 'ru' });
    await screen.findByTestId('rating-table');
    await user.click(screen.getByRole('button', { name: t.distribution.open }));
    const dialog = await screen.findByRole('dialog', { name: t.distribution.title });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByTestId('distribution-problem')).toHaveTextContent(
      serverText('ru', 'ratings.distributionSum', { sum: 101 }),
    );
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });
});

describe('exams and marks', () => {
  it('checks a mark is a whole number from 0 to 100 before sending it', async () => {
    const sent = watchRequests('PUT', /\/api\/exam\/701\/give\/mark\/4$/);
    const { user, t } = await renderInstructor(EXAMS);
    await screen.findByTestId('rating-table');
    // Emily has no midterm mark yet.
    await user.click(within(cellOf(4, 'exam:701')).getByRole('button'));
    const editor = await screen.findByTestId('mark-editor');
    const input = within(editor).getByRole('textbox', { name: fill(t.marks.mark, { max: 100 }) });
    // Kept as typed ('1000' does not become a valid '100'), and refused.
    for (const wrong of ['101', '1000', '-5', '7.5', 'abc']) {
      await user.clear(input);
      await user.type(input, wrong);
      expect(input).toHaveValue(wrong);
      await user.click(within(editor).getByRole('button', { name: 'Save' }));
      expect(within(editor).getByText(fill(t.marks.invalid, { max: 100 }))).toBeVisible();
    }
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, '100');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ mark: 100 }]));
    expect(await screen.findByText(serverText('en', 'ratings.markGiven'))).toBeVisible();
    await waitFor(() => expect(within(cellOf(4, 'exam:701')).getByRole('button')).toHaveTextContent('100'));
    // Neither exam is held yet: only the marked one counts.
    expect(cellOf(4, 'examsAverage')).toHaveTextContent('100');
  });

  it('takes a mark away', async () => {
    const sent = watchRequests('PUT', /\/api\/exam\/701\/give\/mark\/1$/);
    const { user, t } = await renderInstructor(EXAMS);
    await screen.findByTestId('rating-table');
    await user.click(
      within(cellOf(1, 'exam:701')).getByRole('button', {
        name: fill(t.marks.cellLabel, { exam: 'Midterm exam', student: 'Sofia Smirnova', mark: '85' }),
      }),
    );
    await user.click(within(await screen.findByTestId('mark-editor')).getByRole('button', { name: t.marks.remove }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ mark: null }]));
    await waitFor(() => expect(within(cellOf(1, 'exam:701')).getByRole('button')).toHaveTextContent('–'));
  });

  it('adds an exam, whose column appears, and deletes it after a confirmation', async () => {
    const created = watchRequests('POST', '/api/exam/create/1');
    const { user, t } = await renderInstructor(EXAMS);
    await screen.findByTestId('rating-table');
    await user.click(screen.getByRole('button', { name: t.exams.add }));
    const dialog = await screen.findByRole('dialog', { name: t.exams.addTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(t.exams.nameRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(t.exams.name) }), 'Project defence');
    const date = within(dialog).getByLabelText(new RegExp(t.exams.date));
    // The picker reads a whole typed date in the language's order (English: dd/MM/yyyy).
    fireEvent.change(date, { target: { value: '10/02/2027' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created.map((r) => r.body)).toEqual([{ name: 'Project defence', date: '2027-02-10' }]));
    expect(await screen.findByText(serverText('en', 'ratings.examCreated'))).toBeVisible();
    const header = await screen.findByRole('columnheader', { name: /Project defence/ });
    expect(header).toHaveTextContent('10 Feb 2027');

    const deleted = watchRequests('DELETE', /\/api\/exam\/delete\/\d+$/);
    await user.click(within(header).getByRole('button', { name: fill(t.exams.deleteNamed, { name: 'Project defence' }) }));
    const confirm = await screen.findByRole('dialog', { name: fill(t.exams.deleteTitle, { name: 'Project defence' }) });
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Project defence/ })).toBeNull());
  });
});

describe('exam dates in Russian', () => {
  it('takes the date day first in the picker and shows it day first in the column (10.12.2026, never 12.10.26)', async () => {
    const created = watchRequests('POST', '/api/exam/create/1');
    const { user, t } = await renderInstructor(EXAMS, { language: 'ru' });
    await screen.findByTestId('rating-table');
    await user.click(screen.getByRole('button', { name: t.exams.add }));
    const dialog = await screen.findByRole('dialog', { name: t.exams.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(t.exams.name) }), 'Защита проекта');
    const date = within(dialog).getByLabelText(new RegExp(t.exams.date));
    // Today as the picker shows it: dd.MM.yyyy.
    expect((date as HTMLInputElement).value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    fireEvent.change(date, { target: { value: '10.12.2026' } });
    expect(date).toHaveValue('10.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(created.map((r) => r.body)).toEqual([{ name: 'Защита проекта', date: '2026-12-10' }]));
    const header = await screen.findByRole('columnheader', { name: /Защита проекта/ });
    expect(header).toHaveTextContent('10.12.2026');
    expect(header).not.toHaveTextContent('12.10.26');
  });
});

describe('a past exam date', () => {
  /* Marks are entered for exams held already (src/api/pastDates.ts): a past date is sent, with a warning under it, not a refusal. */
  it.each(['en', 'ru'] as const)('warns under a passed date and still saves it; today gets no warning (%s)', async (language) => {
    const created = watchRequests('POST', '/api/exam/create/1');
    const { user, t } = await renderInstructor(EXAMS, { language });
    await screen.findByTestId('rating-table');
    await user.click(screen.getByRole('button', { name: t.exams.add }));
    const dialog = await screen.findByRole('dialog', { name: t.exams.addTitle });
    // It opens on today, which has not passed.
    expect(within(dialog).queryByText(t.exams.datePassed)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(t.exams.name) }), 'Midterm');
    fireEvent.change(within(dialog).getByLabelText(new RegExp(t.exams.date)), {
      target: { value: language === 'ru' ? '15.01.2024' : '15/01/2024' },
    });
    expect(await within(dialog).findByText(t.exams.datePassed)).toBeVisible();
    expect(within(dialog).getByLabelText(new RegExp(t.exams.date))).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' }));
    await waitFor(() => expect(created.map((r) => r.body)).toEqual([{ name: 'Midterm', date: '2024-01-15' }]));
  });
});

describe('gradebook export', () => {
  it('asks the server for the gradebook as CSV or Excel, searched and sorted as the table is', async () => {
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/courses/1/rating/export') asked.push(url.searchParams);
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:gradebook'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    await user.type(screen.getByRole('searchbox'), 'Sofia');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(saved).toEqual(['gradebook.xlsx']));
    expect(Object.fromEntries(asked[0])).toEqual({ format: 'xlsx', search: 'Sofia', sort: 'name', order: 'asc' });
    server.events.removeAllListeners();
  });
});

describe('group rating', () => {
  it("shows each group's averages per course I teach, in both languages", async () => {
    const { t } = await renderInstructor('/group-rating', { language: 'ru' });
    const course = await screen.findByTestId('group-rating-course-1');
    expect(within(course).getByRole('heading', { name: 'JavaScript Fundamentals' })).toBeVisible();
    const row = within(course).getByTestId('group-rating-1-1');
    expect(row).toHaveTextContent('Frontend 2026');
    expect(within(course).getByRole('columnheader', { name: t.groups.total })).toBeVisible();
    expect(screen.getByTestId('group-rating-course-2')).toBeVisible();
    // Not the course another instructor teaches.
    expect(screen.queryByTestId('group-rating-course-3')).toBeNull();
    expect(within(course).getByRole('link', { name: t.groups.openCourse })).toHaveAttribute('href', '/courses/1/rating');
  });

  it('a 400 goes to the page; another failure is a notice', async () => {
    server.use(
      http.get(`${API_PATTERN}/groups/rating`, ({ request }) =>
        errorResponse(request, 400, 'ratings.distributionSum', { params: { sum: 1 } }),
      ),
    );
    await renderInstructor('/group-rating');
    expect(await screen.findByTestId('rating-state')).toHaveTextContent(serverText('en', 'ratings.distributionSum', { sum: 1 }));
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });
});
