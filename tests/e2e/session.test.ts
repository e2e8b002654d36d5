import { describe, expect, it } from 'vitest';
import { DEMO, logIn, pathOf, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

describe('route guards and the saved session', () => {
  it('an anonymous visitor to any area, or to /, is sent to /login', async () => {
    const { page } = await e2e.newPage();
    for (const area of ['/admin', '/instructor', '/student', '/admin/home', '/']) {
      await page.goto(area);
      await waitForPath(page, '/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(await page.getByTestId('welcome').count()).toBe(0);
    }
    await screenshot(page, 'guard-anonymous');
  });

  it('a student who types another area in the address bar is sent to /login', async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.student);
    for (const area of ['/admin', '/instructor']) {
      await page.goto(area);
      await waitForPath(page, '/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(pathOf(page)).toBe('/login');
      expect(await page.getByTestId('welcome').count()).toBe(0);
    }
    await screenshot(page, 'guard-student-at-admin');
  });

  it('a logged-in student opening / or /login is taken to /student (session restored on start)', async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.student);
    for (const entry of ['/', '/login']) {
      await page.goto(entry);
      await waitForPath(page, '/student*');
      await page
        .getByTestId('welcome')
        .filter({ hasText: `Welcome, ${DEMO.student.firstName}!` })
        .waitFor();
    }
    await screenshot(page, 'restore-student');
  });

  it('logout from the user menu returns to /login, and Back does not go back into the area', async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.admin);
    // A second page in the area's history, so Back has somewhere inside the area to go.
    await page.goto('/admin/home');
    await page.getByTestId('welcome').waitFor();
    const saved = await page.evaluate(() => localStorage.getItem('lms.session'));
    const token = (JSON.parse(saved ?? '{}') as { token?: string }).token;
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Profile' }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    await screenshot(page, 'logout-menu');
    await logout.click();
    // It asks first (SPEC §2 logout dialog): Cancel keeps the session, confirming ends it.
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await dialog.waitFor();
    await screenshot(page, 'logout-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/admin/home');
    expect(await page.evaluate(() => localStorage.getItem('lms.session'))).toBe(saved);
    await page.getByRole('button', { name: 'Profile' }).click();
    await logout.click();
    await dialog.waitFor();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lms.session'))).toBeNull();
    // The session ends on the server too: its token no longer works.
    expect((await loggedOut).status()).toBe(200);
    const me = await fetch(`${e2e.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await screenshot(page, 'logout-login');

    await page.goBack();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByTestId('welcome').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('lms.session'))).toBeNull();
    await screenshot(page, 'logout-back');
  });

  it('logging in elsewhere as the same person ends the first session with a message', async () => {
    const a = await e2e.newPage();
    await logIn(a.page, DEMO.admin);
    await screenshot(a.page, 'replaced-a-before');

    // A learns at once, with no action of its own: the server closes A's live socket when B's
    // login replaces the session, and A's next call is answered 401 with the reason.
    const notice = a.page.getByTestId('notice-error').filter({ hasText: 'You have logged in from another account' });
    const noticeShown = notice.waitFor({ timeout: 30_000 }).then(() => Date.now());
    const b = await e2e.newPage();
    await logIn(b.page, DEMO.admin);
    const shownAt = await noticeShown;
    await screenshot(a.page, 'replaced-a-notice');
    await waitForPath(a.page, '/login', 2_500);
    expect(Date.now() - shownAt).toBeLessThan(2_500);
    await a.page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await a.page.evaluate(() => localStorage.getItem('lms.session'))).toBeNull();
    await screenshot(a.page, 'replaced-a-login');

    // B keeps its session.
    await b.page.reload();
    await b.page
      .getByTestId('welcome')
      .filter({ hasText: `Welcome, ${DEMO.admin.firstName}!` })
      .waitFor();
    expect(pathOf(b.page).startsWith('/admin')).toBe(true);
  });
});
