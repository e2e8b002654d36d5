import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { demoToken } from '../../src/mocks/builders/builders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

async function renderInRussian(path: string) {
  window.localStorage.setItem(LANGUAGE_KEY, 'ru');
  await i18nProvider.changeLocale('ru');
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  const user = userEvent.setup();
  render(
    <TestProviders initialEntries={[path]} locale="ru">
      <LearningTestRoutes />
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}

describe('the learning pages in Russian', () => {
  it('my courses', async () => {
    await renderInRussian('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои курсы' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Поиск курсов' })).toBeVisible();
    const card = await screen.findByTestId('course-card-1');
    expect(within(card).getByText('Окончание 31.01.2027')).toBeVisible();
  });

  it('the course page with its lessons, plurals and the lesson dialog', async () => {
    const { user } = await renderInRussian('/courses/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Уроки' })).toBeVisible();
    expect(screen.getByText(/4 урока/)).toBeVisible();
    const row = await screen.findByTestId('lesson-row-11');
    expect(within(row).getByText('Студенты видят')).toBeVisible();
    expect(within(row).getByText('2 видео · 1 презентация · 2 ссылки')).toBeVisible();
    expect(within(screen.getByTestId('lesson-row-14')).getByText('Скрыт от студентов')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Переместить «Introduction to JavaScript»' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Добавить урок' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый урок' });
    expect(within(dialog).getByText(/часовом поясе школы \(Europe\/Moscow, UTC\+03:00\)/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Название урока обязательно!')).toBeVisible();
  });

  it('the lesson page, its tabs and the server messages', async () => {
    const { user } = await renderInRussian('/courses/1/lessons/11?tab=links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction to JavaScript' })).toBeVisible();
    expect(screen.getByText('Урок 1 из 4')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Видео (2)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Презентации (1)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ссылки (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Следующий урок Variables and types' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Добавить ссылку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая ссылка' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Текст ссылки' }), 'Задачи');
    await user.type(within(dialog).getByRole('textbox', { name: 'Адрес' }), 'ftp://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Адрес должен начинаться с http:// или https:// и называть сайт!')).toBeVisible();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Адрес' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Адрес' }), 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // The server's own message, in the user's language.
    await waitFor(() => expect(screen.getByText('Ссылка добавлена.')).toBeVisible());
  });
});
