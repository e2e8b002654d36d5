/**
 * The profile page's settings used for real in Chromium against the real server, in English
 * (the demo instructor) and Russian (the demo student): a photo uploaded shows on the page and
 * in the app bar; the email language chosen there is the language of the next password-reset
 * mail; a wrong current password is refused under its field, the right one changes the password
 * (the old one is refused, the new one logs in); email notifications switched off in
 * the settings dialog are still off after a reload. Screenshots test-results/e2e/profile-settings-*.png.
 */
import { describe, expect, it } from 'vitest';
import { pageIn, type Language } from './adminSteps';
import { DEMO, logIn, screenshot, useE2E } from './harness';

const e2e = useE2E();

/** A 2×2 red PNG, made once so the test needs no file of its own. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

const TEXT = {
  en: {
    account: DEMO.instructor,
    photoAlt: 'Photo',
    emailLanguage: 'Language of emails',
    // Every demo account's emails start in English.
    otherLanguage: 'Русский',
    resetSubject: /^Смена пароля в /,
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change password',
    wrong: 'The current password is not right.',
    changed: 'Password changed. Your other sessions have ended.',
    settings: 'Notification settings',
    emailSwitch: 'Email notifications',
    close: 'Close',
  },
  ru: {
    account: DEMO.student,
    photoAlt: 'Фото',
    emailLanguage: 'Язык писем',
    otherLanguage: 'Русский',
    resetSubject: /^Смена пароля в /,
    current: 'Текущий пароль',
    new: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    change: 'Сменить пароль',
    wrong: 'Текущий пароль указан неверно.',
    changed: 'Пароль изменён. Другие ваши сеансы завершены.',
    settings: 'Настройки уведомлений',
    emailSwitch: 'Уведомления по почте',
    close: 'Закрыть',
  },
} as const;

const NEW_PASSWORD = 'Fresh-pass-2026';

describe('the profile settings', () => {
  for (const language of ['en', 'ru'] as Language[]) {
    it(
      `uploads a photo, sets the email language, changes the password and turns email notifications off (${language})`,
      {
        timeout: 240_000,
      },
      async () => {
        const text = TEXT[language];
        const { account } = text;
        const { page } = await pageIn(e2e, language);
        await logIn(page, account);
        await page.goto(`${account.home}/profile`);

        // The photo: uploaded, shown as a served image on the page and in the app bar's user menu.
        await page.getByTestId('profile-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
        const photo = page.getByTestId('profile-photo').getByRole('img', { name: text.photoAlt });
        await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/api\//);
        await page.locator('header img').first().waitFor();
        expect(await page.locator('header img').first().getAttribute('src')).toBe(await photo.getAttribute('src'));

        // The email language, chosen on the page, is the language of the next mail.
        await page.getByRole('combobox', { name: text.emailLanguage }).click();
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() !== 'GET');
        await page.getByRole('option', { name: text.otherLanguage }).click();
        expect((await saved).status()).toBe(200);
        const before = await e2e.outboxFiles();
        const asked = await fetch(`${e2e.baseUrl}/api/auth/forgotPassword`, {
          method: 'POST',
          // Asked in English: the mail's language is the setting's alone.
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
          body: JSON.stringify({ email: account.email }),
        });
        expect(asked.status).toBe(200);
        expect((await e2e.waitForMail(account.email, { after: before })).subject).toMatch(text.resetSubject);

        // The password: a wrong current one is refused at its field; the right one changes it.
        const form = page.getByRole('form', { name: language === 'en' ? 'Password' : 'Пароль' });
        await form.getByLabel(text.current, { exact: true }).fill('not-my-password');
        await form.getByLabel(text.new, { exact: true }).fill(NEW_PASSWORD);
        await form.getByLabel(text.repeat, { exact: true }).fill(NEW_PASSWORD);
        await form.getByRole('button', { name: text.change }).click();
        await form.getByText(text.wrong).waitFor();
        await form.getByLabel(text.current, { exact: true }).fill('demo123');
        await form.getByRole('button', { name: text.change }).click();
        await page.getByText(text.changed).first().waitFor();
        await expect.poll(() => form.getByLabel(text.current, { exact: true }).inputValue()).toBe('');
        await screenshot(page, `profile-settings-${language}`);

        // Email notifications off in the settings dialog, and still off after a reload.
        const emailSwitch = () => page.getByRole('dialog').getByLabel(text.emailSwitch, { exact: true });
        await page.getByRole('button', { name: text.settings }).click();
        await expect.poll(() => emailSwitch().isChecked()).toBe(true);
        const settingsSaved = page.waitForResponse(
          (r) => r.url().includes('/api/notifications/settings') && r.request().method() === 'PUT',
        );
        await emailSwitch().click();
        expect((await settingsSaved).status()).toBe(200);
        await page.getByRole('dialog').getByRole('button', { name: text.close }).click();
        await page.reload();
        await page.getByRole('button', { name: text.settings }).click();
        await expect.poll(() => emailSwitch().isChecked()).toBe(false);

        // The old password no longer logs in, the new one does (a login ends the user's other session, so this comes last).
        const oldLogin = await fetch(`${e2e.baseUrl}/api/auth/authenticate`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: 'demo123' }),
        });
        expect(oldLogin.status).toBeGreaterThanOrEqual(400);
        const fresh = await pageIn(e2e, language);
        await logIn(fresh.page, account, NEW_PASSWORD);
      },
    );
  }
});
