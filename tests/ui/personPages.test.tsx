import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { InstructorShow } from '../../src/resources/instructors/InstructorShow';
import { InstructorList } from '../../src/resources/instructors/InstructorList';
import { StudentShow } from '../../src/resources/students/StudentShow';
import { renderAdminPage } from './adminPageSetup';

/*
 * The student and instructor pages over the msw mocks (src/mocks/personPageHandlers.ts): the
 * mock seeds student 1 and instructor 1 with a pending invitation and no login, student 3
 * with an accepted one and a login.
 */

function renderPage(resource: 'students' | 'instructors', path: string, page: ReactElement, language: 'en' | 'ru' = 'en') {
  return renderAdminPage(
    <Routes>
      <Route path={`/${resource}/:id/show/*`} element={page} />
      <Route path={`/${resource}`} element={page} />
    </Routes>,
    { resource, language, path },
  );
}

const SLOW = { timeout: 10_000 };

describe('the student page', () => {
  it('shows the profile, a pending invitation with its expiry, no login, and resends after a confirmation', async () => {
    const { user } = await renderPage('students', '/students/1/show', <StudentShow />);
    expect(await screen.findByText('student@demo.test', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Pending', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Link valid until \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('A new link, valid for 7 days, goes to their email. The earlier link stops working.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(/A new invitation has been sent to student@demo.test/, {}, SLOW)).toBeInTheDocument();

    // A second one within the minute is refused with the server's words.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(/less than a minute ago/, {}, SLOW)).toBeInTheDocument();
  });

  it('lists the courses with totals and places, and the exam marks', async () => {
    const { user } = await renderPage('students', '/students/1/show', <StudentShow />);
    await user.click(await screen.findByRole('tab', { name: 'Courses' }, SLOW));
    const courses = await screen.findByRole('table', {}, SLOW);
    expect(within(courses).getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(courses).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(courses).getAllByText(/^\d+ of \d+$/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Exam marks' }));
    const exams = await screen.findByRole('table', {}, SLOW);
    const midterm = within(exams).getByText('Midterm exam').closest('tr') as HTMLElement;
    expect(within(midterm).getByText('85')).toBeInTheDocument();
    expect(within(within(exams).getByText('Final exam').closest('tr') as HTMLElement).getByText('Not marked')).toBeInTheDocument();
  });

  it('shows an accepted invitation without a resend button, and the last login', async () => {
    await renderPage('students', '/students/3/show', <StudentShow />);
    expect(await screen.findByText('Accepted', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
  });
});

describe('the instructor page', () => {
  it('speaks Russian, shows "never" for no login, and blocks after a confirmation', async () => {
    const { user } = await renderPage('instructors', '/instructors/1/show', <InstructorShow />, 'ru');
    expect(await screen.findByText('instructor@demo.test', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Ожидает', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Ссылка действует до \d{2}\.\d{2}\.\d{4}/)).toBeInTheDocument();
    expect(screen.getByText('Никогда')).toBeInTheDocument();
    expect(screen.getByText('Открыт')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Его курсы останутся/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await screen.findByText('Преподаватель заблокирован, его сеансы завершены.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Разблокировать' })).toBeInTheDocument(), SLOW);
  });

  it('lists their courses with groups, and the groups', async () => {
    const { user } = await renderPage('instructors', '/instructors/1/show', <InstructorShow />);
    await user.click(await screen.findByRole('tab', { name: 'Courses' }, SLOW));
    const courses = await screen.findByRole('table', {}, SLOW);
    expect(within(courses).getAllByRole('row').length).toBeGreaterThan(1);
    await user.click(screen.getByRole('tab', { name: 'Groups' }));
    const groups = await screen.findByRole('table', {}, SLOW);
    expect(within(groups).getByRole('columnheader', { name: 'Students' })).toBeInTheDocument();
  });

  it('has a block toggle and the access state in the list', async () => {
    await renderPage('instructors', '/instructors', <InstructorList />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Block' }).length).toBe(3), SLOW);
    expect(screen.getAllByText('Allowed')).toHaveLength(3);
    // Ivan (1) pending, Мария (2) expired, John (3) accepted: the mock's seeds, in the mock's order.
    expect(screen.getAllByText(/^(Pending|Expired|Accepted)$/).map((chip) => chip.textContent)).toEqual(['Pending', 'Expired', 'Accepted']);
  });
});
