import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { mockStore } from '../../src/mocks/store/mockStore';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { demoToken } from '../../src/mocks/builders/builders';
import { StudentTestRoutes } from '../../src/mocks/providers/StudentTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

async function renderAt(path: string, language: Language = 'en') {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  const user = userEvent.setup();
  render(
    <TestProviders locale={language} initialEntries={[path]}>
      <StudentTestRoutes />
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

const headings = (level: number) => screen.queryAllByRole('heading', { level }).map((h) => h.textContent);

afterEach(() => server.events.removeAllListeners());

describe("the student's courses", () => {
  it('shows the courses of their group as cards that open the course', async () => {
    await renderAt('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await waitFor(() => expect(headings(2)).toEqual(['JavaScript Fundamentals', 'React in Practice']));
    const card = screen.getByTestId('student-course-1');
    expect(within(card).getByText('Finishes 31 Jan 2027')).toBeVisible();
    expect(within(card).getByText(/Instructors: Ivan Petrov, John Carter/)).toBeVisible();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/courses/1');
  });

  it('names one instructor in the singular and two in the plural, in Russian too', async () => {
    await renderAt('/courses', 'ru');
    await waitFor(() => expect(headings(2)).toEqual(['JavaScript Fundamentals', 'React in Practice']));
    expect(within(screen.getByTestId('student-course-1')).getByText('Преподаватели: Ivan Petrov, John Carter')).toBeVisible();
    expect(within(screen.getByTestId('student-course-2')).getByText(/^Преподаватель: /)).toBeVisible();
  });

  it('never lists a course the student is blocked on', async () => {
    mockStore.school.courseBlocks.add('2:1');
    await renderAt('/courses');
    await waitFor(() => expect(headings(2)).toEqual(['JavaScript Fundamentals']));
  });

  it("opening a blocked course by its address shows the server's 403 message, in Russian too", async () => {
    mockStore.school.courseBlocks.add('1:1');
    await renderAt('/courses/1', 'ru');
    expect(await screen.findByText('Вы заблокированы на этом курсе. Обратитесь к администратору школы.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Нет доступа' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К моим курсам' })).toHaveAttribute('href', '/courses');
  });

  it('a course of another group is not found', async () => {
    await renderAt('/courses/3');
    expect(await screen.findByText('This course was not found, or it is not one of yours.')).toBeVisible();
  });
});

describe('a course', () => {
  it('lists only the lessons already shown, in order, with their dates in the school timezone', async () => {
    await renderAt('/courses/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Fundamentals' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Lessons' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Introduction to JavaScript',
      'Variables and types',
      'Functions and scope',
    ]);
    // 2026-09-01T06:00Z in Moscow (UTC+3).
    expect(within(items[0]).getByText('01.09.2026 09:00')).toBeVisible();
    expect(within(items[0]).getByText('2 videos · 1 presentation · 2 links')).toBeVisible();
    expect(screen.queryByText('Работа с DOM')).toBeNull();
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/courses/1/lessons/12');
  });
});

describe('a lesson', () => {
  it('shows every material on one page, with jump links to each kind', async () => {
    const { user } = await renderAt('/courses/1/lessons/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction to JavaScript' })).toBeVisible();
    await waitFor(() => expect(headings(2)).toEqual(['Videos(2)', 'Presentations(1)', 'Links(2)', 'Tasks(1)', 'Tests(2)']));
    const jump = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(jump).getByRole('link', { name: /Videos \(2\)/ })).toHaveAttribute('href', '#videos');

    // YouTube: the thumbnail, then the privacy-enhanced player in place.
    const youtube = screen.getByTestId('student-video-101');
    expect(within(youtube).getByRole('img', { name: 'Preview of "JavaScript in one hour"' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/W6NZfCO5SIk/hqdefault.jpg',
    );
    await user.click(within(youtube).getByRole('button', { name: 'Play "JavaScript in one hour"' }));
    expect(within(youtube).getByTitle('JavaScript in one hour')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/W6NZfCO5SIk?autoplay=1',
    );
    // Another host: a link out, no player.
    const vimeo = screen.getByTestId('student-video-102');
    expect(within(vimeo).getAllByRole('link')[0]).toHaveAttribute('href', 'https://vimeo.com/76979871');
    expect(within(vimeo).getAllByRole('link')[0]).toHaveAttribute('rel', 'noopener noreferrer');

    // Links open in a new tab without opener or referrer.
    const link = within(screen.getByTestId('student-link-201')).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // The presentation is read in the browser's PDF viewer.
    await user.click(screen.getByRole('button', { name: 'Read "Course overview"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Course overview' });
    expect(dialog.querySelector('object')).toHaveAttribute('data', '/api/static/files/mock-401.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it("shows the task with the state of the student's answer, and the tests as cards leading to the test", async () => {
    await renderAt('/courses/1/lessons/11');
    const task = await screen.findByTestId('student-task-701');
    expect(within(task).getByRole('heading', { name: 'Types in practice' })).toBeVisible();
    expect(within(task).getByText('Deadline 20 Sept 2026, 23:59 · Max points: 10')).toBeVisible();
    expect(within(task).getByText('Accepted')).toBeVisible();
    expect(within(task).getByText('8 of 10 points')).toBeVisible();
    expect(within(task).getByRole('link')).toHaveAttribute('href', '/courses/1/lessons/11/tasks/701');

    const taken = await screen.findByTestId('student-test-501');
    expect(within(taken).getByText('Time: 00:15 · 2 questions')).toBeVisible();
    expect(within(taken).getByText('6 of 6 · passed')).toBeVisible();
    expect(within(taken).getByRole('link')).toHaveAttribute('href', '/courses/1/lessons/11/tests/501');
    const closed = screen.getByTestId('student-test-503');
    expect(within(closed).getByText('Not taken')).toBeVisible();
    expect(within(closed).getByText('Closed')).toBeVisible();
  });

  it('leads to the lessons before and after', async () => {
    const { user } = await renderAt('/courses/1/lessons/12');
    const nav = await screen.findByRole('navigation', { name: 'Other lessons' });
    expect(within(nav).getByRole('link', { name: 'Previous lesson Introduction to JavaScript' })).toHaveAttribute(
      'href',
      '/courses/1/lessons/11',
    );
    await user.click(within(nav).getByRole('link', { name: 'Next lesson Functions and scope' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Functions and scope' })).toBeVisible();
    // The last lesson the student sees has no "next": the hidden one is not offered.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Next lesson/ })).toBeNull());
  });

  it('a lesson not shown yet is not found', async () => {
    await renderAt('/courses/1/lessons/14');
    expect(await screen.findByText('This lesson was not found, or it is not open yet.')).toBeVisible();
  });
});

describe('the home page', () => {
  it('shows the tasks still owed, soonest deadline first, and the courses', async () => {
    await renderAt('/');
    const section = await screen.findByRole('region', { name: 'Upcoming deadlines' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // Not the waiting one (703), the past ones (701, 705) nor the one of a hidden lesson (707).
    expect(names).toEqual(['Your first component', 'A counter with a closure', 'Scope puzzle']);
    const returned = screen.getByTestId('deadline-704');
    expect(within(returned).getByText('Returned for rework')).toBeVisible();
    expect(within(returned).getByRole('link')).toHaveAttribute('href', '/courses/1/lessons/13/tasks/704');
    expect(within(screen.getByTestId('deadline-706')).getByText(/in 20 hours/)).toBeVisible();

    const courses = screen.getByRole('region', { name: 'My courses' });
    expect(await within(courses).findByRole('heading', { level: 3, name: 'JavaScript Fundamentals' })).toBeVisible();
  });

  it('My tasks lists them all', async () => {
    await renderAt('/tasks', 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои задания' })).toBeVisible();
    await waitFor(() => expect(headings(2)).toEqual(['Your first component', 'A counter with a closure', 'Scope puzzle']));
    expect(screen.getByText(/через 20 часов/)).toBeVisible();
  });
});
