/**
 * A new school signs up through the real UI: the wizard end to end in English and in
 * Russian, then the emailed confirmation link, each landing in /admin with the school's name and colour in the app bar; the same
 * school in dark mode; its login page reached through ?school=; and the settings page with
 * the plan's usage. Screenshots of every step, light and dark, at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enSchools } from '../../src/i18n/enSchools';
import { ruSchools } from '../../src/i18n/ruSchools';
import { chooseLanguage, pathOf, screenshot, submitLogin, useE2E, waitForPath } from './harness';

const e2e = useE2E();

type Texts = typeof enSchools;

interface School {
  domain: string;
  name: string;
  timezone: string;
  plan: 'free' | 'standard' | 'pro';
  preset: keyof Texts['schools']['presets'];
  color: [number, number, number];
  /** The colour's light-mode fill: the colour itself, or darker where white text on it would read below 4.5:1. */
  lightFill: [number, number, number];
  admin: { firstName: string; lastName: string; email: string; password: string };
}

const rgb = (text: string) => text.match(/\d+/g)!.slice(0, 3).map(Number);

/** A PNG drawn by the page itself (a canvas), `size`×`size` px. */
async function pngOf(page: Page, size: number, color: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([side, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, side, side);
      context.fillStyle = '#ffffff';
      context.fillRect(side / 4, side / 4, side / 2, side / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    [size, color] as const,
  );
  return Buffer.from(bytes);
}

async function next(page: Page, t: Texts, heading: string) {
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/** Walks the wizard from /sign-up to /admin, checking each step's refusals on the way. */
async function signUp(page: Page, t: Texts, school: School, shots: string) {
  const s = t.signUp;
  await page.getByRole('heading', { level: 2, name: s.steps.domain.title }).waitFor();
  const domain = page.getByTestId('domain-input');
  await domain.fill('Bad_Domain');
  await page.locator('[data-testid="domain-status"][data-status="malformed"]').waitFor();
  await domain.fill('demo');
  await page.locator('[data-testid="domain-status"][data-status="taken"]').waitFor();
  await screenshot(page, `${shots}-1-domain-taken`);
  await domain.fill(school.domain);
  await page.locator('[data-testid="domain-status"][data-status="available"]').waitFor();
  await screenshot(page, `${shots}-1-domain`);
  await next(page, t, s.steps.company.title);

  await page.locator('form button[type="submit"]').click();
  await page.getByText(s.errors.nameRequired).waitFor();
  await page.locator('input[name="name"]').fill(school.name);
  await page.locator('textarea').first().fill('Evening courses, weekend workshops.');
  await screenshot(page, `${shots}-2-company`);
  await next(page, t, s.steps.timezone.title);

  const zone = page.locator('input[name="timezone"]');
  await zone.click();
  await zone.fill(school.timezone.split('/')[1]);
  await page.getByRole('option', { name: new RegExp(school.timezone) }).click();
  await screenshot(page, `${shots}-3-timezone`);
  await next(page, t, s.steps.tariff.title);

  await page.locator('form button[type="submit"]').click();
  await page.getByText(s.errors.tariffRequired).waitFor();
  await page.getByTestId(`tariff-${school.plan}`).click();
  await screenshot(page, `${shots}-4-plan`);
  await next(page, t, s.steps.images.title);

  // A PDF is not an image; a 40×40 logo only warns.
  await page
    .getByTestId('brand-image-input-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByTestId('brand-image-logo').getByText(t.schools.images.unsupported).waitFor();
  const rgbText = `rgb(${school.color.join(',')})`;
  await page
    .getByTestId('brand-image-input-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngOf(page, 40, rgbText) });
  await page.getByTestId('brand-image-warning-logo').waitFor();
  await page
    .getByTestId('brand-image-input-favicon')
    .setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: await pngOf(page, 16, rgbText) });
  await page.getByTestId('brand-image-favicon').locator('img').waitFor();
  await screenshot(page, `${shots}-5-images`);
  await next(page, t, s.steps.theme.title);

  await page.getByRole('radio', { name: t.schools.presets[school.preset] }).click();
  const preview = await page.getByTestId('theme-preview-bar-light').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(rgb(preview)).toEqual(school.lightFill);
  await screenshot(page, `${shots}-6-theme`);
  await next(page, t, s.steps.account.title);

  await page.locator('input[name="firstName"]').fill(school.admin.firstName);
  await page.locator('input[name="lastName"]').fill(school.admin.lastName);
  await page.locator('input[name="email"]').fill(school.admin.email);
  await page.locator('input[name="password"]').fill(school.admin.password);
  await page.locator('input[name="confirmPassword"]').fill('something-else');
  await page.locator('form button[type="submit"]').click();
  await page.getByText(t === ruSchools ? 'Пароли не совпадают!' : 'Password do not match!').waitFor();
  await page.locator('input[name="confirmPassword"]').fill(school.admin.password);
  await screenshot(page, `${shots}-7-account`);
  await next(page, t, s.steps.terms.title);

  // Back keeps what was typed; a reload keeps the draft but never the password.
  await page.getByRole('button', { name: s.back }).click();
  await page.getByRole('heading', { level: 2, name: s.steps.account.title }).waitFor();
  expect(await page.locator('input[name="email"]').inputValue()).toBe(school.admin.email);
  await page.reload();
  await page.getByRole('heading', { level: 2, name: s.steps.account.title }).waitFor();
  expect(await page.locator('input[name="firstName"]').inputValue()).toBe(school.admin.firstName);
  expect(await page.locator('input[name="password"]').inputValue()).toBe('');
  expect(await page.evaluate(() => window.sessionStorage.getItem('lms.signUpDraft'))).not.toContain(school.admin.password);
  await page.locator('input[name="password"]').fill(school.admin.password);
  await page.locator('input[name="confirmPassword"]').fill(school.admin.password);
  await next(page, t, s.steps.terms.title);

  await page.locator('form button[type="submit"]').click();
  await page.getByText(s.errors.termsRequired).waitFor();
  await page.locator('input[name="acceptTerms"]').check();
  await screenshot(page, `${shots}-8-terms`);
  const before = await e2e.outboxFiles();
  await page.locator('form button[type="submit"]').click();
  // Nobody is logged in by the sign-up itself: the admin is sent a link.
  await page.getByRole('heading', { level: 2, name: s.sent.title }).waitFor();
  await page.getByTestId('sign-up-sent').filter({ hasText: school.admin.email }).waitFor();
  expect(pathOf(page)).toBe('/sign-up');
  await screenshot(page, `${shots}-8b-check-email`);

  // The link comes by mail, in the wizard's language, and opening it logs the admin in.
  const mail = await e2e.waitForMail(school.admin.email, { after: before });
  expect(mail.subject).toBe(t === ruSchools ? `Подтвердите школу «${school.name}»` : `Confirm your school "${school.name}"`);
  const link = mail.text.match(/https?:\/\/\S+\/sign-up\/confirm\?token=[\w-]+/)?.[0];
  expect(link, `a confirmation link in ${mail.file}:\n${mail.text}`).toBeDefined();
  expect(link!.startsWith(`${e2e.baseUrl}/sign-up/confirm?token=`)).toBe(true);
  await page.goto(link!);
  await waitForPath(page, '/admin*');
  await page.getByTestId('welcome').waitFor({ timeout: 30_000 });
  return link!;
}

/** The app bar shows the school: its name, its logo, its colour. */
async function expectBrandedAppBar(page: Page, school: School, mode: 'light' | 'dark') {
  // On a phone the logo alone stands for the school (the name gives the page's title the room).
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  await page
    .getByTestId('school-name')
    .filter({ hasText: school.name })
    .waitFor({ state: phone ? 'attached' : 'visible' });
  expect(await page.getByTestId('school-brand').locator('img').getAttribute('src')).toMatch(/^\/api\/static\/files\//);
  const bar = page.locator('header').first();
  const [cr, cg, cb] = school.color;
  const [lr, lg, lb] = school.lightFill;
  const strongest = [cr, cg, cb].indexOf(Math.max(cr, cg, cb));
  // Light: the colour's light fill. Dark: a darker shade of the same hue (under white text). The
  // theme follows the school once /auth/me has answered.
  const branded = ([r, g, b]: number[]) =>
    mode === 'light'
      ? r === lr && g === lg && b === lb
      : [r, g, b].indexOf(Math.max(r, g, b)) === strongest && r + g + b < cr + cg + cb && Math.max(r, g, b) - Math.min(r, g, b) > 30;
  await expect
    .poll(async () => branded(rgb(await bar.evaluate((el) => getComputedStyle(el).backgroundColor))), { timeout: 10_000 })
    .toBe(true);
  if (mode === 'dark') expect(rgb(await bar.evaluate((el) => getComputedStyle(el).color))).toEqual([255, 255, 255]);
  expect(await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'))).toMatch(/^\/api\/static\/files\//);
}

const stamp = Date.now().toString(36).slice(-5);

describe('signing a school up', () => {
  it('in English: the wizard end to end, then the school’s name and colour in /admin, light and dark, and on its login page', async () => {
    const school: School = {
      domain: `ridge-${stamp}`,
      name: 'Ridge Academy',
      timezone: 'Europe/Berlin',
      plan: 'standard',
      preset: 'forest',
      color: [43, 138, 62],
      // White on #2b8a3e reads at 4.37:1: light mode darkens it by a tenth.
      lightFill: [38, 124, 55],
      admin: { firstName: 'Rita', lastName: 'Ridge', email: `rita.${stamp}@ridge.test`, password: 'ridge-secret-1' },
    };
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create a school' }).click();
    await waitForPath(page, '/sign-up');
    const link = await signUp(page, enSchools, school, 'signup-en');
    expect(pathOf(page)).toBe('/admin');
    await expectBrandedAppBar(page, school, 'light');
    await screenshot(page, 'signup-en-9-admin-light');

    // The link works once: opened again, it says so at once.
    const reused = await e2e.newPage();
    await reused.page.goto(link);
    await reused.page.getByRole('heading', { level: 2, name: enSchools.signUp.confirm.failedTitle }).waitFor();
    await reused.page
      .getByTestId('sign-up-confirm-error')
      .filter({ hasText: 'This confirmation link is invalid or has already been used.' })
      .waitFor();
    expect(pathOf(reused.page)).toBe('/sign-up/confirm');
    await screenshot(reused.page, 'signup-en-9b-link-used');

    // The settings page: the plan chosen and its usage.
    await page.goto('/admin/settings');
    await page.getByTestId('tariff-name').filter({ hasText: 'Standard' }).waitFor();
    expect(await page.getByTestId('usage-students').textContent()).toContain('0 of 500');
    await screenshot(page, 'signup-en-10-settings');

    // The same school in dark mode, on a phone.
    const dark = await e2e.newPage({ colorScheme: 'dark', viewport: { width: 415, height: 860 } });
    await dark.page.goto(`/login?school=${school.domain}`);
    await dark.page.getByTestId('brand-mark').filter({ hasText: school.name }).waitFor();
    await screenshot(dark.page, 'signup-en-11-login-branded-dark');
    await submitLogin(dark.page, school.admin.email, school.admin.password);
    await waitForPath(dark.page, '/admin*');
    await dark.page.getByTestId('welcome').waitFor({ timeout: 30_000 });
    await dark.page.getByTestId('school-brand').locator('img').waitFor();
    await expectBrandedAppBar(dark.page, school, 'dark');
    await screenshot(dark.page, 'signup-en-12-admin-dark-phone');

    // Its login page through ?school= in light mode: the school's look, not the product's.
    const login = await e2e.newPage();
    await login.page.goto(`/login?school=${school.domain}`);
    await login.page.getByTestId('brand-mark').filter({ hasText: school.name }).waitFor();
    // The school's theme replaces the product's once its branding has loaded.
    const submit = login.page.locator('form button[type="submit"]');
    await expect
      .poll(async () => rgb(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)), { timeout: 10_000 })
      .toEqual(school.lightFill);
    await screenshot(login.page, 'signup-en-13-login-branded-light');
  });

  it('in Russian: the wizard end to end, landing in /admin with the school’s name and colour', async () => {
    const school: School = {
      domain: `berezka-${stamp}`,
      name: 'Школа «Берёзка»',
      timezone: 'Asia/Novosibirsk',
      plan: 'free',
      preset: 'berry',
      color: [194, 37, 92],
      lightFill: [194, 37, 92],
      admin: { firstName: 'Вера', lastName: 'Берёзкина', email: `vera.${stamp}@berezka.test`, password: 'berezka-1' },
    };
    const { page } = await e2e.newPage();
    await page.goto('/sign-up');
    await chooseLanguage(page, 'Русский');
    await page.getByRole('heading', { level: 1, name: ruSchools.signUp.title }).waitFor();
    const link = await signUp(page, ruSchools, school, 'signup-ru');
    expect(pathOf(page)).toBe('/admin');
    expect(await page.getByTestId('welcome').textContent()).toContain('Вера');
    await expectBrandedAppBar(page, school, 'light');
    await screenshot(page, 'signup-ru-9-admin');

    // Opened again in Russian, the used link says so in Russian.
    const reused = await e2e.newPage();
    await reused.page.goto('/login');
    await chooseLanguage(reused.page, 'Русский');
    await reused.page.goto(link);
    await reused.page.getByRole('heading', { level: 2, name: ruSchools.signUp.confirm.failedTitle }).waitFor();
    await reused.page
      .getByTestId('sign-up-confirm-error')
      .filter({ hasText: 'Ссылка подтверждения недействительна или уже использована.' })
      .waitFor();

    await page.goto('/admin/settings');
    await page.getByTestId('tariff-name').filter({ hasText: 'Бесплатный' }).waitFor();
    expect(await page.getByTestId('usage-students').textContent()).toContain('0 из 50');
    await screenshot(page, 'signup-ru-10-settings');

    // The same wizard on a phone, in the dark: every step fits the screen.
    const phone = await e2e.newPage({ colorScheme: 'dark', viewport: { width: 415, height: 860 } });
    await phone.page.goto('/sign-up');
    await chooseLanguage(phone.page, 'Русский');
    await phone.page.getByTestId('domain-input').fill(`berezka-phone-${stamp}`);
    await phone.page.locator('[data-testid="domain-status"][data-status="available"]').waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'signup-ru-11-phone-dark');
  });
});
