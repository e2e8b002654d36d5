/**
 * The profile and the global search in Chromium against the real server, on a 415 px phone:
 * the demo instructor opens "Profile" from the user menu, renames themselves and is greeted
 * by the new name; the admin opens the search from the app bar's icon, types, picks a hit
 * with the arrow keys and Enter lands on its page; in Russian, "федорова" finds Юлия Фёдорова
 * (ё and е alike) and a click opens her page. Screenshots in English and Russian
 * (test-results/e2e/profile-*.png).
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, DEMO, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();
const PHONE = { viewport: { width: 415, height: 860 } };

describe('profile and global search', () => {
  it('opens the profile from the user menu and saves a new name', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage(PHONE);
    await logIn(page, DEMO.instructor);
    // On a phone the user menu is an icon named just "Profile" (react-admin's), else "<name> — Profile".
    await page.getByRole('button', { name: /Profile$/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await waitForPath(page, '/instructor/profile');
    const first = page.getByRole('textbox', { name: 'First name' });
    await first.fill('Iwan');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile saved.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'profile-en-415');
    await chooseLanguage(page, 'Русский');
    await page.getByRole('heading', { name: 'Мой профиль' }).waitFor();
    await screenshot(page, 'profile-ru-415');
    // The home page greets by the name the server now holds.
    await page.goto('/instructor');
    await expect.poll(() => page.getByTestId('welcome').innerText()).toContain('Iwan');
  });

  it('finds a group from the app bar and opens it with the keyboard', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage(PHONE);
    await logIn(page, DEMO.admin);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const field = page.getByRole('combobox', { name: 'Search students, instructors, groups and courses' });
    await field.fill('python');
    const option = page.getByRole('option').first();
    await option.waitFor();
    const label = (await option.innerText()).trim();
    await screenshot(page, 'search-en-415');
    await field.press('Enter');
    await waitForPath(page, '/admin/groups/*');
    await page.getByText(label).first().waitFor();
  });

  it('finds a student in Russian, ё typed as е, and opens her page', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.admin);
    await chooseLanguage(page, 'Русский');
    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    const field = page.getByRole('combobox', { name: 'Поиск студентов, преподавателей, групп и курсов' });
    await field.fill('федорова');
    const option = page.getByRole('option', { name: /Юлия Фёдорова/ });
    await option.waitFor();
    await screenshot(page, 'search-ru-1280');
    await option.click();
    await page.waitForURL((url) => /^\/admin\/students\/\d+\/show$/.test(url.pathname));
    await page.getByText('yuliya.fedorova@demo.test').first().waitFor();
  });
});
