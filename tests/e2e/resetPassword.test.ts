import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, pathOf, screenshot, submitLogin, useE2E, waitForPath, waitForText } from './harness';

const e2e = useE2E();

describe('forgotten password, end to end through the outbox', () => {
  it('the student asks for a link, sets a new password from the email, and lands in /student', async () => {
    const newPassword = 'sofia-new-1';
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.waitFor();
    await dialog.locator('input[name="email"]').fill(DEMO.student.email);
    await screenshot(page, 'forgot-dialog');

    const before = await e2e.outboxFiles();
    await dialog.getByRole('button', { name: 'Send link' }).click();
    const success = page
      .getByTestId('notice-success')
      .filter({ hasText: 'If an account with this email exists, we have sent it a link to reset the password.' });
    await success.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'forgot-sent');

    const mail = await e2e.waitForMail(DEMO.student.email, { after: before });
    expect(mail.subject).toBe('Reset your password at Demo School');
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
    expect(link, `a reset link in ${mail.file}:\n${mail.text}`).toBeDefined();
    // The link points at PUBLIC_URL, i.e. this server.
    expect(link!.startsWith(`${e2e.baseUrl}/reset-password/`)).toBe(true);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Create a new password' }).waitFor();
    const [password, confirm] = [page.locator('input[name="password"]'), page.locator('input[name="confirmPassword"]')];
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await waitForText(page, 'form', 'Password do not match!');
    expect(pathOf(page).startsWith('/reset-password/')).toBe(true);
    await screenshot(page, 'reset-mismatch');

    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await waitForPath(page, '/student*');
    await page
      .getByTestId('welcome')
      .filter({ hasText: `Welcome, ${DEMO.student.firstName}!` })
      .waitFor();
    await screenshot(page, 'reset-home-student');

    // The link works once: opened again, it says so at once, with no form to fill in for nothing.
    const again = await e2e.newPage();
    await again.page.goto(link!);
    await again.page
      .getByTestId('reset-link-invalid')
      .filter({ hasText: 'This password link is invalid, expired or already used.' })
      .waitFor();
    await again.page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    expect(await again.page.locator('input[name="password"]').count()).toBe(0);
    expect(pathOf(again.page).startsWith('/reset-password/')).toBe(true);
    await screenshot(again.page, 'reset-link-used');

    // The old password is gone and the new one logs in.
    const fresh = await e2e.newPage();
    await fresh.page.goto('/login');
    await submitLogin(fresh.page, DEMO.student.email, DEMO_PASSWORD);
    await fresh.page.getByTestId('notice-error').filter({ hasText: 'Wrong email or password.' }).waitFor();
    await submitLogin(fresh.page, DEMO.student.email, newPassword);
    await waitForPath(fresh.page, '/student*');
    await fresh.page.getByTestId('welcome').waitFor();
  });
});
