import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '../../src/api/constants';
import { formatDate } from '../../src/api/dateFormat';
import { en, enApp } from '../../src/i18n/en';
import { ru, ruApp } from '../../src/i18n/ru';
import { mockStore } from '../../src/mocks/store/mockStore';
import { CourseShow } from '../../src/resources/courses/CourseShow';
import { renderAdminPage } from './adminPageSetup';

/*
 * A course's copy for a new term and its archiving, on the admin's course page over the msw
 * mocks (src/mocks/catalog/courseCopyHandlers.ts), in both languages.
 */

const SLOW = { timeout: 10_000 };
const dictionaries = { en: enApp, ru: ruApp };
const withRa = { en, ru };

function renderCourse(language: Language) {
  return renderAdminPage(
    <Routes>
      <Route path="/courses/:id/show/*" element={<CourseShow />} />
    </Routes>,
    { resource: 'courses', language, path: '/courses/1/show' },
  );
}

describe('copying a course for a new term', () => {
  it.each(['en', 'ru'] as const)('prefills the name, shows the finish date moving, and opens the copy (%s)', async (language) => {
    const t = dictionaries[language].courseCopy;
    const { user } = await renderCourse(language);
    await user.click(await screen.findByRole('button', { name: t.copy }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: new RegExp(`^${t.name}`) });
    expect(name).toHaveValue(t.nameCopy.replace('%{name}', 'JavaScript Fundamentals'));
    const offset = within(dialog).getByRole('textbox', { name: new RegExp(`^${t.offset.replace(/[()]/g, '.')}`) });
    await user.clear(offset);
    await user.type(offset, '182');
    const [before, after] = [formatDate('2027-01-31', language), formatDate('2027-08-01', language)];
    expect(within(dialog).getByText(new RegExp(`${before} → ${after}`))).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, `JavaScript ${language} 2027`);
    await user.click(within(dialog).getByRole('button', { name: t.submit }));

    // The new course's page opens, and the copy took the lessons with their dates moved.
    expect(await screen.findByText(`JavaScript ${language} 2027`, {}, SLOW)).toBeInTheDocument();
    const copy = mockStore.school.courses.find((c) => c.courseName === `JavaScript ${language} 2027`)!;
    expect(copy.dateOfFinish).toBe('2027-08-01');
    const lessons = (courseId: number) => mockStore.learning.lessons.filter((l) => l.courseId === courseId);
    expect(lessons(copy.id).map((l) => l.lessonName)).toEqual(lessons(1).map((l) => l.lessonName));
    expect(lessons(copy.id).map((l) => new Date(l.showDate).getTime())).toEqual(
      lessons(1).map((l) => new Date(l.showDate).getTime() + 182 * 86_400_000),
    );
  });

  it.each(['en', 'ru'] as const)("shows the server's refusal under the field it names (%s)", async (language) => {
    const t = dictionaries[language].courseCopy;
    const { user } = await renderCourse(language);
    await user.click(await screen.findByRole('button', { name: t.copy }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: new RegExp(`^${t.name}`) });
    await user.clear(name);
    await user.type(name, 'React in Practice');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    const taken =
      language === 'ru' ? 'Курс с названием «React in Practice» уже существует.' : 'A course named "React in Practice" already exists.';
    await waitFor(() => expect(name).toHaveAccessibleDescription(taken), SLOW);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each(['en', 'ru'] as const)('refuses an offset that is not a whole number of days before sending (%s)', async (language) => {
    const t = dictionaries[language].courseCopy;
    const { user } = await renderCourse(language);
    await user.click(await screen.findByRole('button', { name: t.copy }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const offset = within(dialog).getByRole('textbox', { name: new RegExp(`^${t.offset.replace(/[()]/g, '.')}`) });
    await user.clear(offset);
    await user.type(offset, '5000');
    const count = mockStore.school.courses.length;
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(t.offsetRange.replace('%{min}', '-3650').replace('%{max}', '3650'))).toBeInTheDocument();
    expect(mockStore.school.courses.length).toBe(count);
  });
});

describe('archiving a course', () => {
  it.each(['en', 'ru'] as const)('asks, archives, marks the course and hides Edit; then brings it back (%s)', async (language) => {
    const t = dictionaries[language].courseCopy;
    const { user } = await renderCourse(language);
    await user.click(await screen.findByRole('button', { name: t.archive }, SLOW));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.archiveTitle.replace('%{name}', 'JavaScript Fundamentals'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: t.archive }));

    expect(await screen.findByText(t.readOnly, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(t.archived)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: withRa[language].ra.action.edit })).not.toBeInTheDocument();
    expect(mockStore.school.courses.find((c) => c.id === 1)?.archived).toBe(true);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await user.click(screen.getByRole('button', { name: t.unarchive }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.unarchive }));
    await waitFor(() => expect(screen.queryByText(t.readOnly)).not.toBeInTheDocument(), SLOW);
    expect(mockStore.school.courses.find((c) => c.id === 1)?.archived).toBe(false);
  });
});
