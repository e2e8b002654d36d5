import { describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  SCHOOL_NAME,
  chooseLanguage,
  logIn,
  pathOf,
  screenshot,
  submitLogin,
  useE2E,
  waitForPath,
  waitForText,
} from './harness';

const e2e = useE2E();

describe('login', () => {
  for (const [role, account] of Object.entries(DEMO)) {
    it(`the demo ${role} logs in and lands in the ${account.home} area, greeted by first name`, async () => {
      const { page } = await e2e.newPage();
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await screenshot(page, `login-${role}-form`);

      await submitLogin(page, account.email, DEMO_PASSWORD);
      await waitForPath(page, `${account.home}*`);
      const welcome = page.getByTestId('welcome');
      await welcome.waitFor();
      expect(await welcome.textContent()).toBe(`Welcome, ${account.firstName}!`);
      // The home names the school (the app bar does too, beside the logo).
      await page.locator('#main-content').getByText(SCHOOL_NAME, { exact: true }).waitFor();
      expect(pathOf(page).startsWith(account.home)).toBe(true);
      await screenshot(page, `home-${role}`);
    });
  }

  it('a wrong password shows the red server message at the top right, in English and in Russian', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await submitLogin(page, DEMO.admin.email, 'wrong-password');
    const notice = page.getByTestId('notice-error').filter({ hasText: 'Wrong email or password.' });
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('alert');
    // Top right: near the top edge, and its right edge near the viewport's right edge.
    const box = (await notice.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(100);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    // MUI's filled error alert: a red background.
    const background = await notice.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    await screenshot(page, 'login-wrong-password-en');
    expect(pathOf(page)).toBe('/login');

    await chooseLanguage(page, 'Русский');
    await submitLogin(page, DEMO.admin.email, 'wrong-password');
    await page.getByTestId('notice-error').filter({ hasText: 'Неверный адрес электронной почты или пароль.' }).waitFor();
    await screenshot(page, 'login-wrong-password-ru');
    expect(pathOf(page)).toBe('/login');
  });

  it('the form checks its fields in the chosen language', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.locator('form button[type="submit"]').click();
    await waitForText(page, 'form', 'Email is required!');
    await waitForText(page, 'form', 'Password is required!');
    await screenshot(page, 'login-empty-en');

    await submitLogin(page, DEMO.student.email, '12345');
    await waitForText(page, 'form', 'Password must be at least 6 characters!');
    expect(await page.getByText('Email is required!').count()).toBe(0);
    await screenshot(page, 'login-short-password-en');

    await page.reload();
    await chooseLanguage(page, 'Русский');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    await page.locator('form button[type="submit"]').click();
    await waitForText(page, 'form', 'Введите адрес электронной почты!');
    await screenshot(page, 'login-empty-ru');
    expect(pathOf(page)).toBe('/login');
  });

  it('the Russian switch turns the login page and then the area Russian, and the choice survives a reload', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await chooseLanguage(page, 'Русский');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lms.language'))).toBe('ru');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await screenshot(page, 'login-ru');

    await page.reload();
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    expect(await page.getByTestId('language-switch').textContent()).toContain('RU');

    await submitLogin(page, DEMO.instructor.email, DEMO_PASSWORD);
    await waitForPath(page, `${DEMO.instructor.home}*`);
    const welcome = page.getByTestId('welcome');
    await welcome.filter({ hasText: /^Здравствуйте/ }).waitFor();
    expect(await welcome.textContent()).toBe(`Здравствуйте, ${DEMO.instructor.firstName}!`);
    await page.getByText('Школа', { exact: true }).waitFor();
    await page.getByTestId('section-myCourses').getByText('Мои курсы', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Мои курсы' }).waitFor();
    await screenshot(page, 'home-instructor-ru');
  });

  it('at 415 px wide the login page has no horizontal scroll', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 415, height: 800 } });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(415);
    await screenshot(page, 'login-mobile-415');

    // The area home is laid out for the phone too.
    await logIn(page, DEMO.student);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(415);
    await screenshot(page, 'home-student-mobile-415');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the login page follows the system ${colorScheme} color scheme`, async () => {
      const { page } = await e2e.newPage({ colorScheme });
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      const luminance = (r + g + b) / 3;
      if (colorScheme === 'dark') expect(luminance).toBeLessThan(80);
      else expect(luminance).toBeGreaterThan(180);
      await screenshot(page, `login-${colorScheme}`);
    });
  }
});
