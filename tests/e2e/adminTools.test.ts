/**
 * The admin tools of issue 16 in Chromium against the real server, in both languages.
 * In Russian: the instructors exported to Excel, an invitation resent (a new mail), an
 * instructor blocked (their open session ends, their login is refused), and the audit log
 * filtered to that block and exported; a typed-in group form asks before it is left. In
 * English: the students of one group selected and blocked in one go, the filtered list
 * exported as CSV, two courses trashed together and restored together from the trash.
 * adminToolsSwapped.test.ts runs the two journeys (adminJourneys.ts) in the other language.
 */
import { describe, expect, it } from 'vitest';
import { bulkJourney, instructorsJourney } from './adminJourneys';
import { openSection } from './adminSteps';
import { chooseLanguage, DEMO, logIn, pathOf, useE2E, waitForPath } from './harness';

const e2e = useE2E();

describe('the admin tools', () => {
  it(
    'in Russian: exports the instructors to Excel, resends an invitation, blocks an instructor and finds it in the audit log',
    { timeout: 240_000 },
    () => instructorsJourney(e2e, 'ru'),
  );

  it('in Russian: leaving a group form with typed changes asks first, and staying keeps them', { timeout: 120_000 }, async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.admin);
    await chooseLanguage(page, 'Русский');
    await openSection(page, 'Группы', '/admin/groups');
    await page.getByRole('link', { name: 'Создать' }).click();
    await waitForPath(page, '/admin/groups/create');
    const name = page.getByRole('textbox', { name: 'Название группы' });
    await name.fill('Вечерняя группа');

    // react-admin asks with the browser's own confirm, in the user's language (ra-language-russian).
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Курсы', exact: true }).click();
    await expect.poll(() => asked).toEqual(['Некоторые из ваших изменений не были сохранены. Вы уверены, что хотите их игнорировать?']);
    expect(pathOf(page)).toBe('/admin/groups/create');
    expect(await name.inputValue()).toBe('Вечерняя группа');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('menuitem', { name: 'Курсы', exact: true }).click();
    await waitForPath(page, '/admin/courses');
  });

  it(
    'in English: blocks a group’s students in one go, exports that filtered list as CSV, and trashes and restores two courses together',
    { timeout: 240_000 },
    () => bulkJourney(e2e, 'en'),
  );
});
