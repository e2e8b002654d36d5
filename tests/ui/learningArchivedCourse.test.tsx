import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { demoToken } from '../../src/mocks/builders/builders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { liveCourses } from '../../src/mocks/store/schoolViews';

/**
 * An archived course is read-only on the server (409 COURSE_ARCHIVED): its instructor's pages
 * say so and offer no change — no adding, editing, deleting or reordering of lessons or materials.
 */
async function renderArchivedAt(path: string, language: 'en' | 'ru' = 'en') {
  liveCourses().find((c) => c.id === 1)!.archived = true;
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  render(
    <TestProviders initialEntries={[path]} locale={language}>
      <LearningTestRoutes timezone="Europe/Moscow" />
    </TestProviders>,
  );
}

describe('an archived course on the instructor’s pages', () => {
  it('lists the lessons with no way to add, edit, delete or reorder them', async () => {
    await renderArchivedAt('/courses/1');
    const row = await screen.findByTestId('lesson-row-11');
    expect(within(row).getByRole('link', { name: /Introduction to JavaScript/ })).toBeVisible();
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(screen.getByTestId('course-archived')).toHaveTextContent(
      'This course is archived: it is read-only. Its lessons, tasks, tests and marks stay as they were; an admin can bring it back.',
    );
  });

  it('opens a lesson read-only: its materials with no add, edit or delete, in Russian', async () => {
    await renderArchivedAt('/courses/1/lessons/11', 'ru');
    await screen.findByRole('heading', { level: 1, name: 'Introduction to JavaScript' });
    // The first tab's videos have come: their cards are there, without their buttons.
    await screen.findAllByTestId(/^video-\d+$/);
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Добавить/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Редактировать: / })).toEqual([]);
    expect(screen.getByTestId('course-archived')).toHaveTextContent(
      'Курс в архиве и доступен только для чтения. Уроки, задания, тесты и оценки остаются как были; вернуть курс в работу может администратор.',
    );
  });
});
