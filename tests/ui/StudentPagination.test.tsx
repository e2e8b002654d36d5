import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STUDENT_SEARCH_COUNT_CAP } from '../../src/api/studentList';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { StudentList } from '../../src/resources/students/StudentList';
import { API_PATTERN } from '../../src/mocks/mockHttp';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { buildStudent, demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/**
 * The server counts a searched students list only up to STUDENT_SEARCH_COUNT_CAP: the list must
 * say "1,000+" for such a count, and keep showing exact counts otherwise.
 */
function answerWithCount(count: number) {
  server.use(
    http.get(`${API_PATTERN}/students`, ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('size') ?? 20);
      return HttpResponse.json({
        objects: Array.from({ length: size }, (_, n) => buildStudent({ studentId: n + 1, lastname: `Petrov${n}` })),
        count,
      });
    }),
  );
}

async function renderList(language: 'en' | 'ru') {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  const user = userEvent.setup();
  render(
    <TestProviders initialEntries={['/students']} locale={language}>
      <AdminTestContext resource="students">
        <StudentList />
      </AdminTestContext>
    </TestProviders>,
  );
  return { user };
}

const SLOW = { timeout: 5000 };

describe('StudentList pagination', () => {
  it('shows a capped search count as "or more", and exact counts as they are', async () => {
    answerWithCount(STUDENT_SEARCH_COUNT_CAP);
    const { user } = await renderList('en');
    // No search: the count is exact, even when it happens to equal the cap.
    await waitFor(() => expect(screen.getByText('1-20 of 1000')).toBeVisible(), SLOW);
    await user.type(screen.getByPlaceholderText('Search'), 'petrov');
    await waitFor(() => expect(screen.getByText('1-20 of 1,000+')).toBeVisible(), SLOW);
  });

  it('says so in Russian', async () => {
    answerWithCount(STUDENT_SEARCH_COUNT_CAP);
    const { user } = await renderList('ru');
    await waitFor(() => expect(screen.getByText('1-20 из 1000')).toBeVisible(), SLOW);
    await user.type(screen.getByPlaceholderText('Поиск'), 'петров');
    await waitFor(() => expect(screen.getByText(/^1-20 из 1\s000\+$/)).toBeVisible(), SLOW);
  });

  it('keeps an exact search count below the cap', async () => {
    answerWithCount(37);
    const { user } = await renderList('en');
    await user.type(await screen.findByPlaceholderText('Search'), 'petrov');
    await waitFor(() => expect(screen.getByText('1-20 of 37')).toBeVisible(), SLOW);
  });
});
