import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { t as serverText } from '../../server/i18n';
import { API_PATTERN, errorResponse } from '../../src/mocks/handlers';
import { generateCourseRating } from '../../src/mocks/builders/ratingBuilders';
import { fill, renderInstructor, setUpVirtualLayout, standAtMockNow, watchRequests } from './ratingsSetup';
import { server } from './server';

/*
 * The instructor's course rating table (issue 4): a row per student with the lessons' task and
 * test points, the placeholder '---' of a lesson with neither, the exams and the totals; sorting
 * and searching by the server; a 400 in the page and any other failure as a notice (SPEC §8);
 * virtualised rows; both languages.
 */

setUpVirtualLayout();
standAtMockNow();

const RATING = '/courses/1/rating';
const cell = (studentId: number, column: string) =>
  within(screen.getByTestId(`rating-row-${studentId}`)).getByText((_, el) => el?.getAttribute('data-column') === column);

describe('course rating table', () => {
  it('shows a row per student with points by lesson, the placeholder, exams and totals', async () => {
    const { t } = await renderInstructor(RATING);
    const table = await screen.findByTestId('rating-table');
    // The mock course 1: four students of Frontend 2026, lessons 11–14, the midterm and final exams.
    expect(within(table).getAllByRole('row')).toHaveLength(2 + 4);
    expect(
      within(table).getByRole('columnheader', { name: fill(t.table.lessonNamed, { position: 1, name: 'Introduction to JavaScript' }) }),
    ).toBeVisible();
    expect(within(table).getByRole('button', { name: /Types in practice/ })).toHaveTextContent(fill(t.table.max, { max: 10 }));
    // Lesson 13 has no task and no test: the placeholder task '---', in its heading and its cells.
    expect(table.querySelector('[role="columnheader"][data-column="placeholder:13"]')).toHaveTextContent('---');
    expect(cell(1, 'placeholder:13')).toHaveTextContent('---');

    // Sofia: the accepted 9 of task 801, the submitted test 501 (6 of 6), the midterm's 85.
    expect(cell(1, 'task:801')).toHaveTextContent('9');
    expect(cell(1, 'test:501')).toHaveTextContent('6');
    expect(within(cell(1, 'exam:701')).getByRole('button')).toHaveTextContent('85');
    // Nothing scored yet shows a dash: her waiting answer to 802, the final exam.
    expect(cell(1, 'task:802')).toHaveTextContent('–');
    expect(within(cell(1, 'exam:702')).getByRole('button')).toHaveTextContent('–');
    // The final is not held yet, so it does not count: the average is the midterm's 85, not 42.5.
    expect(cell(1, 'examsAverage')).toHaveTextContent('85');
    expect(cell(1, 'place')).toHaveTextContent('1');
    expect(screen.getByTestId('rating-facts')).toHaveTextContent(fill(t.weights, { tasks: 40, tests: 30, exams: 30 }));
  });

  it('sorts by the column clicked, sending its sort and order to the server', async () => {
    const sent = watchRequests('GET', '/api/courses/1/students/rating');
    const { user, t } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    expect(sent.at(-1)?.url.searchParams.get('sort')).toBe('name');
    expect(sent.at(-1)?.url.searchParams.get('order')).toBe('asc');

    await user.click(
      // Named by what it shows, then "sort" (label in name, WCAG 2.5.3); the tooltip has the whole column name.
      // (jsdom's names put a space between the spans that a browser does not.)
      screen.getByRole('button', {
        name: new RegExp(`^Types in practice ${fill(t.table.max, { max: 10 })}\\s*${t.table.sortHint}$`),
        description: fill(t.table.itemNamed, { kind: t.table.task, name: 'Types in practice', max: 10 }),
      }),
    );
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('sort')).toBe('task:801'));
    // Points read best first; the row with the 9 comes first.
    expect(sent.at(-1)?.url.searchParams.get('order')).toBe('desc');
    await waitFor(() => expect(screen.getAllByRole('row')[2]).toHaveAttribute('data-testid', 'rating-row-1'));
    expect(screen.getByRole('columnheader', { name: /Types in practice/ })).toHaveAttribute('aria-sort', 'descending');

    // Again: the other way.
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Types in practice ${fill(t.table.max, { max: 10 })}\\s*${t.table.sortHint}$`) }),
    );
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('order')).toBe('asc'));

    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.table.totals.total} .*\\s*${t.table.sortHint}$`) }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('sort')).toBe('total'));
    expect(sent.at(-1)?.url.searchParams.get('order')).toBe('desc');
  });

  it('searches a student on the server once typing pauses', async () => {
    const sent = watchRequests('GET', '/api/courses/1/students/rating');
    const { user, t } = await renderInstructor(RATING);
    await screen.findByTestId('rating-table');
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'emily');
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('search')).toBe('emily'));
    // Typing letter by letter sent one search, not five.
    expect(sent.filter((r) => r.url.searchParams.has('search'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('rating-row-1')).toBeNull());
    expect(screen.getByTestId('rating-row-4')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: t.search }));
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'nobody');
    expect(await screen.findByText(fill(t.noMatch, { search: 'nobody' }))).toBeVisible();
  });

  it('a 400 of the rating call goes to the page, with no notice (SPEC §8)', async () => {
    server.use(
      http.get(`${API_PATTERN}/courses/:courseId/students/rating`, ({ request }) =>
        errorResponse(request, 400, 'ratings.distributionSum', { params: { sum: 90 } }),
      ),
    );
    await renderInstructor(RATING);
    expect(await screen.findByTestId('rating-state')).toHaveTextContent(serverText('en', 'ratings.distributionSum', { sum: 90 }));
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });

  it("any other failure is a red notice with the server's message", async () => {
    server.use(
      http.get(`${API_PATTERN}/courses/:courseId/students/rating`, ({ request }) => errorResponse(request, 500, 'errors.internal')),
    );
    await renderInstructor(RATING, { language: 'ru' });
    // A server failure may pass: the call is tried twice more (1 s, then 2 s later) before the notice.
    expect(await screen.findByTestId('notice-error', {}, { timeout: 8_000 })).toHaveTextContent(serverText('ru', 'errors.internal'));
    expect(screen.queryByTestId('rating-state')).toBeNull();
  });

  it('a failure without a message is a notice with the generic text', async () => {
    server.use(http.get(`${API_PATTERN}/courses/:courseId/students/rating`, () => new HttpResponse(null, { status: 502 })));
    await renderInstructor(RATING);
    expect(await screen.findByTestId('notice-error', {}, { timeout: 8_000 })).toHaveTextContent('Something went wrong!');
  });

  it("another instructor's course is not found", async () => {
    await renderInstructor('/courses/3/rating');
    expect(await screen.findByText('This course was not found, or you do not teach it.')).toBeVisible();
  });

  it('keeps only the rows and columns in view in the DOM for 1,000 students × 100 lessons', async () => {
    const big = generateCourseRating();
    server.use(http.get(`${API_PATTERN}/courses/:courseId/students/rating`, () => HttpResponse.json(big)));
    await renderInstructor(RATING);
    const table = await screen.findByTestId('rating-table', {}, { timeout: 10_000 });
    expect(table).toHaveAttribute('aria-rowcount', String(1000 + 2));
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(within(table).getAllByRole('cell').length).toBeLessThan(2000);
    // The first row in view is the first by name, with its place in the course.
    expect(rows[2]).toHaveAttribute('data-testid', `rating-row-${big.students[0].studentId}`);
  });

  it('speaks Russian', async () => {
    await renderInstructor(RATING, { language: 'ru' });
    const table = await screen.findByTestId('rating-table');
    expect(within(table).getByRole('button', { name: /^Студент\s*, сортировать$/ })).toHaveTextContent('Студент, сортировать');
    expect(within(table).getByRole('columnheader', { name: 'Итоги' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Экзамены' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Рейтинг студентов');
    expect(screen.getByTestId('rating-facts')).toHaveTextContent('4 студента');
    expect(screen.getByRole('button', { name: 'Распределение' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeVisible();
    expect(screen.getByTestId('rating-legend')).toHaveTextContent('урок без заданий и тестов');
  });
});
