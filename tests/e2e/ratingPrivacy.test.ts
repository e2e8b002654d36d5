/**
 * The rating's privacy in Chromium against the real server: by default a student's course
 * rating holds their own row only (the raw answer too) and their place among everyone; the admin
 * turns the school setting on and the student sees every classmate's name and total with their
 * own row marked; turned off again, only their own place is left. Once with the student in
 * Russian and the admin in English, once the other way round.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StudentsRatingDto } from '../../src/api/ratings';
import { pageIn, type Language } from './adminSteps';
import { DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

const TEXT = {
  en: {
    setting: "Students see classmates' names and totals in course ratings",
    save: 'Save',
    saved: 'The school settings have been saved.',
    place: /^(\d+) of (\d+)$/,
  },
  ru: {
    setting: 'Студенты видят имена и баллы одногруппников в рейтинге курса',
    save: 'Сохранить',
    saved: 'Настройки школы сохранены.',
    place: /^(\d+) из (\d+)$/,
  },
} as const;

/** The admin sets the school's switch to `on` and saves. */
async function setNamesVisible(page: Page, language: Language, on: boolean): Promise<void> {
  const text = TEXT[language];
  await page.goto('/admin/settings');
  const toggle = page.getByRole('switch', { name: text.setting });
  await toggle.waitFor();
  expect(await toggle.isChecked()).toBe(!on);
  await toggle.click();
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await page.getByText(text.saved).first().waitFor();
}

/** The student's rating page of their first course, opened afresh, with the classmates' answer as the server sent it. */
async function openRating(page: Page): Promise<StudentsRatingDto> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/student/all/ratings/') && r.request().method() === 'GET'),
    page.goto('/student/ratings'),
  ]);
  expect(answer.status()).toBe(200);
  await waitForPath(page, '/student/ratings/*');
  return (await answer.json()) as StudentsRatingDto;
}

/** My place of everyone on the course, as the card shows it. */
async function myPlace(page: Page, language: Language): Promise<{ place: number; count: number }> {
  const shown = (await page.getByTestId('my-place').innerText()).trim();
  const match = TEXT[language].place.exec(shown);
  expect(match, `the place "${shown}"`).not.toBeNull();
  return { place: Number(match![1]), count: Number(match![2]) };
}

/** Only my own row came, and the page shows my place among all and no table. */
async function expectPrivate(page: Page, language: Language): Promise<void> {
  const answer = await openRating(page);
  expect(answer.classmatesShown).toBe(false);
  expect(answer.objects).toHaveLength(1);
  expect(answer.objects[0].isMe).toBe(true);
  await page.getByTestId('rating-private').waitFor();
  expect(await page.getByTestId('rating-table').count()).toBe(0);
  const { place, count } = await myPlace(page, language);
  expect(count).toBeGreaterThan(1);
  expect(place).toBe(answer.objects[0].place);
}

describe('the rating privacy setting', () => {
  for (const [studentLanguage, adminLanguage] of [
    ['ru', 'en'],
    ['en', 'ru'],
  ] as const) {
    it(`hides and shows classmates (student in ${studentLanguage}, admin in ${adminLanguage})`, { timeout: 180_000 }, async () => {
      const student = (await pageIn(e2e, studentLanguage)).page;
      await logIn(student, DEMO.student);
      await expectPrivate(student, studentLanguage);
      await screenshot(student, `rating-private-${studentLanguage}`);

      const admin = (await pageIn(e2e, adminLanguage)).page;
      await logIn(admin, DEMO.admin);
      await setNamesVisible(admin, adminLanguage, true);

      const answer = await openRating(student);
      expect(answer.classmatesShown).toBe(true);
      const table = student.getByTestId('rating-table');
      await table.waitFor();
      const { count } = await myPlace(student, studentLanguage);
      await expect.poll(() => table.locator('tbody tr').count()).toBe(count);
      expect(await student.getByTestId('rating-row-me').count()).toBe(1);
      expect(await student.getByTestId('rating-row-me').innerText()).toContain('Sofia');
      expect(await student.getByTestId('rating-private').count()).toBe(0);
      await screenshot(student, `rating-shown-${studentLanguage}`);

      // Back to the default, so the next case starts from it.
      await setNamesVisible(admin, adminLanguage, false);
      await expectPrivate(student, studentLanguage);
    });
  }
});
