import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API_PATTERN, errorResponse } from '../../src/mocks/handlers';
import { buildSchoolSettings } from '../../src/mocks/builders/schoolBuilders';
import { mockStore } from '../../src/mocks/store/mockStore';
import { server } from './server';
import { fill, renderStudent } from './studentQuizzesSetup';

/*
 * The student's results and ratings pages (issue 5): the own row and the course table as the
 * server gives them, the own row marked; a 400 in the page, any other failure as a notice
 * (SPEC §8); the results per course with the tests' and tasks' states.
 */

afterEach(() => server.events.removeAllListeners());

describe('ratings', () => {
  // The school shows classmates' names and totals (settings' ratingNamesVisible; off by default).
  beforeEach(() => {
    mockStore.schoolSettings = buildSchoolSettings({ ratingNamesVisible: true });
  });

  it("shows my place only, with a note and no classmates' names, while the school keeps ratings private", async () => {
    mockStore.schoolSettings = buildSchoolSettings({ ratingNamesVisible: false });
    const { t } = await renderStudent('/ratings/1');
    expect(within(await screen.findByTestId('my-rating')).getByTestId('my-place')).toHaveTextContent(/^\d+ of 4$/);
    expect(await screen.findByTestId('rating-private')).toHaveTextContent(t.ratings.private);
    expect(screen.queryByTestId('rating-table')).toBeNull();
  });

  it('opens on the first course: my place, total and parts, and the course table with my row marked', async () => {
    const { t } = await renderStudent('/ratings');
    expect(await screen.findByRole('heading', { level: 1, name: t.ratings.title })).toBeVisible();
    const mine = await screen.findByTestId('my-rating');
    expect(within(mine).getByRole('heading', { name: t.ratings.mine })).toBeVisible();
    expect(within(mine).getByTestId('my-total')).toHaveTextContent(/of 100$/);
    expect(within(mine).getByTestId('my-place')).toHaveTextContent(/^\d+ of 4$/);
    expect(within(mine).getByTestId('my-tests')).toHaveTextContent('6 of 9');
    expect(within(mine).getByTestId('my-exams')).toHaveTextContent(t.ratings.noExams);
    // The total explained as the instructor's table explains it, ending in the same number.
    const formula = within(mine).getByTestId('total-formula');
    const total = within(mine).getByTestId('my-total').textContent!.replace(' of 100', '');
    expect(within(formula).getByTestId('formula-total')).toHaveTextContent(`Total = ${total} of 100`);
    expect(within(formula).getByTestId('formula-exams')).toHaveTextContent('Exams: nothing counted yet');

    const table = await screen.findByTestId('rating-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const me = within(table).getByTestId('rating-row-me');
    expect(me).toHaveAttribute('aria-current', 'true');
    expect(me).toHaveTextContent('Sofia Smirnova');
    expect(within(me).getByText(t.ratings.you)).toBeVisible();
    // Best first.
    const totals = rows.map((row) => Number(within(row).getAllByRole('cell').at(-1)!.textContent!.replace(',', '.')));
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('switches course from the list', async () => {
    const { user, t } = await renderStudent('/ratings/1');
    await screen.findByTestId('rating-table');
    await user.click(screen.getByRole('combobox', { name: t.ratings.course }));
    await user.click(await screen.findByRole('option', { name: 'React in Practice' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: t.ratings.course })).toHaveTextContent('React in Practice'));
    expect(await screen.findByTestId('my-rating')).toBeVisible();
  });

  it('a 400 goes to the page, with no notice', async () => {
    server.use(
      http.get(`${API_PATTERN}/student/rating/:courseId`, ({ request }) =>
        errorResponse(request, 400, 'ratings.distributionSum', { params: { sum: 90 } }),
      ),
    );
    await renderStudent('/ratings/1');
    expect(await screen.findByTestId('rating-state')).toHaveTextContent(
      'The percentages for tasks, tests and exams must add up to 100; now they add up to 90.',
    );
    // The table still shows.
    expect(await screen.findByTestId('rating-table')).toBeVisible();
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });

  it("any other failure is a red notice with the server's message, in Russian too", async () => {
    server.use(
      http.get(`${API_PATTERN}/student/all/ratings/:courseId`, ({ request }) => errorResponse(request, 403, 'lessons.blockedOnCourse')),
    );
    await renderStudent('/ratings/1', { language: 'ru' });
    expect(await screen.findByTestId('notice-error')).toHaveTextContent(
      'Вы заблокированы на этом курсе. Обратитесь к администратору школы.',
    );
    expect(await screen.findByTestId('my-rating')).toBeVisible();
  });
});

describe('results', () => {
  it("lists each course's tests and tasks with points and states", async () => {
    const { t } = await renderStudent('/results');
    expect(await screen.findByRole('heading', { level: 1, name: t.results.title })).toBeVisible();
    const course = await screen.findByTestId('course-results-1');
    const finished = await within(course).findByTestId('result-test-501');
    expect(finished).toHaveTextContent(fill(t.results.pointsOf, { received: 6, max: 6 }));
    await waitFor(() => expect(finished).toHaveTextContent(t.results.testPassed));
    expect(
      within(finished).getByRole('link', { name: fill(t.results.openNamed, { name: 'Variables and types: check yourself' }) }),
    ).toHaveAttribute('href', '/courses/1/lessons/11/tests/501');
    const notTaken = within(course).getByTestId('result-test-502');
    await waitFor(() => expect(notTaken).toHaveTextContent(t.quizzes.status.NOT_STARTED));
    const task = within(course).getByTestId('result-task-701');
    expect(task).toHaveTextContent(fill(t.results.pointsOf, { received: 8, max: 10 }));
    await waitFor(() => expect(task).toHaveTextContent(t.results.taskStatus.ACCEPTED));
    expect(within(course).getByTestId('course-totals')).toHaveTextContent(/Total [\d.]+ of 100/);
  });

  it('reads a course in one call: no call per lesson', async () => {
    const gets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') gets.push(new URL(request.url).pathname);
    });
    const { t } = await renderStudent('/results');
    const course = await screen.findByTestId('course-results-1');
    // Every state straight away, from the one answer: nothing left to fill in later.
    expect(await within(course).findByTestId('result-test-501')).toHaveTextContent(t.results.testPassed);
    expect(within(course).getByTestId('result-test-502')).toHaveTextContent(t.quizzes.status.NOT_STARTED);
    const rejected = within(course).getByTestId('result-task-704');
    expect(rejected).toHaveTextContent(t.results.taskStatus.NOT_ACCEPTED);
    expect(rejected).toHaveTextContent(fill(t.results.pointsOf, { received: '—', max: 10 }));
    expect(rejected).toHaveTextContent(
      fill(t.results.comment, {
        comment: 'The output is right, but the explanation misses why var leaks out of the block. Please explain function scope.',
      }),
    );
    expect(within(course).getByTestId('result-task-702')).toHaveTextContent(t.results.taskStatus.NOT_SUBMITTED);
    // The lesson not shown yet is not there.
    expect(within(course).queryByTestId('result-task-707')).toBeNull();
    expect(gets.filter((path) => path.startsWith('/api/student/results/'))).toEqual(['/api/student/results/1']);
    expect(gets.filter((path) => /^\/api\/lessons\/\d+\/(tasks|tests)$/.test(path))).toEqual([]);
    expect(gets.filter((path) => path.startsWith('/api/student/rating/'))).toEqual([]);
  });

  it('a blocked course says so in the section, with a notice', async () => {
    server.use(
      http.get(`${API_PATTERN}/student/results/:courseId`, ({ request }) => errorResponse(request, 403, 'lessons.blockedOnCourse')),
    );
    const { t } = await renderStudent('/results');
    const course = await screen.findByTestId('course-results-1');
    expect(await within(course).findByRole('alert')).toHaveTextContent(t.results.loadFailed);
    await waitFor(() =>
      expect(screen.getAllByTestId('notice-error').map((notice) => notice.textContent)).toContain(
        'You are blocked on this course. Please contact your school administrator.',
      ),
    );
  });

  it('in Russian', async () => {
    await renderStudent('/results', { language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Результаты' })).toBeVisible();
    const row = await screen.findByTestId('result-test-501');
    expect(row).toHaveTextContent('6 из 6');
    await waitFor(() => expect(row).toHaveTextContent('Сдан'));
  });
});
