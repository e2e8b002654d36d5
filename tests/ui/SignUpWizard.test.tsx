import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DRAFT_KEY } from '../../src/auth/signup/draft';
import { SESSION_KEY } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { notices } from '../../src/shell/notices';
import { demoToken } from '../../src/mocks/builders/builders';
import { server } from './server';
import { gifFile, heading, pngFile, renderSignUp, texts } from './signUpSetup';

// Whole journeys through a form of 8 steps: on a loaded 2-core machine they take longer than 20 s.
vi.setConfig({ testTimeout: 60_000 });

const en = texts('en');
const s = en.signUp;

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18nProvider.changeLocale('en');
});
afterEach(() => {
  notices.clear();
  window.sessionStorage.clear();
});

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: s.next }));
const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: s.back }));
const domainStatus = () => screen.getByTestId('domain-status');

async function fillDomain(user: UserEvent, domain = 'maple-academy') {
  await user.type(screen.getByLabelText(s.fields.domain), domain);
  await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'available'));
  await next(user);
}

async function fillCompany(user: UserEvent, name = 'Maple Academy') {
  await heading(s.steps.company.title);
  await user.type(screen.getByLabelText(new RegExp(s.fields.name)), name);
  await next(user);
}

async function chooseTimezone(user: UserEvent) {
  await heading(s.steps.timezone.title);
  const input = screen.getByLabelText(en.schools.timezone.label);
  await user.clear(input);
  await user.type(input, 'berlin');
  await user.click(await screen.findByRole('option', { name: /Europe\/Berlin/ }));
  await next(user);
}

async function chooseFree(user: UserEvent) {
  await heading(s.steps.tariff.title);
  await user.click(await screen.findByRole('radio', { name: /^Free/ }));
  await next(user);
}

describe('the domain step', () => {
  it('checks the domain while typing: malformed at once, then taken or available from the server', async () => {
    const { user } = renderSignUp();
    await heading(s.steps.domain.title);
    const input = screen.getByLabelText(s.fields.domain);

    await user.type(input, 'Ma');
    expect(domainStatus()).toHaveAttribute('data-status', 'malformed');
    expect(domainStatus()).toHaveTextContent(en.schools.domain.uppercase);

    await user.clear(input);
    await user.type(input, 'ma');
    expect(domainStatus()).toHaveTextContent(en.schools.domain.tooShort);

    await user.clear(input);
    await user.type(input, 'my_school');
    expect(domainStatus()).toHaveTextContent(en.schools.domain.characters);

    await user.clear(input);
    await user.click(input);
    await user.paste('a'.repeat(31));
    expect(domainStatus()).toHaveTextContent(en.schools.domain.tooLong);

    await user.clear(input);
    await user.type(input, 'taken-school');
    expect(domainStatus()).toHaveAttribute('data-status', 'checking');
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'taken'));
    expect(domainStatus()).toHaveTextContent('The domain "taken-school" is already taken.');

    await user.clear(input);
    await user.type(input, 'www');
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'reserved'));

    await user.clear(input);
    await user.type(input, 'maple');
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'available'));
    expect(domainStatus()).toHaveTextContent('The domain "maple" is available.');
    expect(screen.getByTestId('domain-address')).toHaveTextContent('/login?school=maple');
  });

  it('asks the server once typing pauses, not on every key', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/schools/domain-check')) asked.push(new URL(request.url).searchParams.get('domain')!);
    });
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText(s.fields.domain), 'oakwood');
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'available'));
    server.events.removeAllListeners();
    expect(asked).toEqual(['oakwood']);
  });

  it('will not go on without a free, well-formed domain', async () => {
    const { user } = renderSignUp();
    await heading(s.steps.domain.title);
    await next(user);
    expect(await screen.findByText(en.schools.domain.required)).toBeVisible();
    await user.type(screen.getByLabelText(s.fields.domain), 'demo');
    await next(user);
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'taken'));
    expect(screen.getByRole('heading', { level: 2, name: s.steps.domain.title })).toBeVisible();
  });
});

describe('each step checks its fields before Next', () => {
  it('company, timezone, plan, account and terms each refuse what is missing, with the SPEC messages', async () => {
    const { user } = renderSignUp();
    await fillDomain(user);

    await heading(s.steps.company.title);
    await next(user);
    expect(await screen.findByText(s.errors.nameRequired)).toBeVisible();
    await fillCompany(user);

    await heading(s.steps.timezone.title);
    await user.clear(screen.getByLabelText(en.schools.timezone.label));
    await next(user);
    expect(await screen.findByText(s.errors.timezoneRequired)).toBeVisible();
    await chooseTimezone(user);

    await heading(s.steps.tariff.title);
    expect(await screen.findByTestId('tariff-price-standard')).toHaveTextContent('$29 / month');
    expect(screen.getByTestId('tariff-free')).toHaveTextContent('Up to 50 students');
    expect(screen.getByTestId('tariff-free')).toHaveTextContent('Up to 3 instructors');
    expect(screen.getByTestId('tariff-free')).toHaveTextContent('500 MB for files');
    await next(user);
    expect(await screen.findByText(s.errors.tariffRequired)).toBeVisible();
    await chooseFree(user);

    // Images are optional.
    await heading(s.steps.images.title);
    await next(user);
    // A preset colour is chosen from the start.
    await heading(s.steps.theme.title);
    await next(user);

    await heading(s.steps.account.title);
    await next(user);
    expect(await screen.findByText(en.validation.nameRequired)).toBeVisible();
    expect(screen.getByText(en.validation.lastNameRequired)).toBeVisible();
    expect(screen.getByText('Email is required!')).toBeVisible();
    expect(screen.getByText('Password is required!')).toBeVisible();
    await user.type(screen.getByLabelText(new RegExp(s.fields.firstName)), 'Mila');
    await user.type(screen.getByLabelText(new RegExp(s.fields.lastName)), 'Maple');
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.email}`)), 'not-an-email');
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.password}`)), '12345');
    await user.type(screen.getByLabelText(new RegExp(s.fields.confirmPassword)), '123456');
    await next(user);
    expect(await screen.findByText('Email is not valid!')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters!')).toBeVisible();
    expect(screen.getByText('Password do not match!')).toBeVisible();
    await user.clear(screen.getByLabelText(new RegExp(`^${s.fields.email}`)));
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.email}`)), 'mila@maple.test');
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.password}`)), '6');
    await next(user);

    await heading(s.steps.terms.title);
    const review = screen.getByTestId('sign-up-review');
    expect(review).toHaveTextContent('maple-academy');
    expect(review).toHaveTextContent('Maple Academy');
    expect(review).toHaveTextContent('Europe/Berlin');
    expect(review).toHaveTextContent('Free');
    expect(review).toHaveTextContent('mila@maple.test');
    await user.click(screen.getByRole('button', { name: s.finish }));
    expect(await screen.findByText(s.errors.termsRequired)).toBeVisible();
    expect(screen.getByRole('link', { name: s.termsLink })).toHaveAttribute('href', '/terms');

    // Accepting finishes: nobody is logged in yet, the page says to check the email, and the
    // focus moves to that news.
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: s.finish }));
    const sent = await heading(s.sent.title);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByTestId('sign-up-sent')).toHaveTextContent(
      'We have sent a message to mila@maple.test. Open the link in it to finish creating your school and log in.',
    );
    expect(screen.queryByRole('button', { name: s.finish })).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('the emailed link', () => {
  afterEach(() => window.localStorage.clear());

  it('logs the new admin in like a login does, and lands in /admin', async () => {
    renderSignUp('/sign-up/confirm?token=good-once');
    expect(await screen.findByText('Landed on /admin')).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toEqual({ token: demoToken('ADMIN'), role: 'ADMIN' });
  });

  it('a used or unknown link says so at once, with the focus on it and a way on', async () => {
    renderSignUp('/sign-up/confirm?token=bad-token');
    const title = await heading(s.confirm.failedTitle);
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByTestId('sign-up-confirm-error')).toHaveTextContent(
      'This confirmation link is invalid or has already been used. Log in, or sign up again.',
    );
    expect(screen.getByRole('link', { name: s.confirm.signUpAgain })).toHaveAttribute('href', '/sign-up');
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('logo and favicon', () => {
  it('any non-image is refused as "Unsupported image type"; size and type only warn', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ domain: 'maple', name: 'Maple', timezone: 'UTC', tariffId: 1, step: 4 }));
    const { user } = renderSignUp();
    await heading(s.steps.images.title);

    const logoInput = screen.getByTestId('brand-image-input-logo');
    await user.upload(logoInput, new File(['%PDF-1.4 not an image'], 'logo.png', { type: 'image/png' }));
    expect(await within(screen.getByTestId('brand-image-logo')).findByText('Unsupported image type')).toBeVisible();
    expect(within(screen.getByTestId('brand-image-logo')).queryByRole('img')).toBeNull();

    await user.upload(logoInput, pngFile(40, 40));
    const logoBox = screen.getByTestId('brand-image-logo');
    expect(await within(logoBox).findByRole('img')).toBeVisible();
    expect(within(logoBox).queryByText('Unsupported image type')).toBeNull();
    expect(within(logoBox).getByTestId('brand-image-warning-logo')).toHaveTextContent(
      'This logo is 40×40 px; at least 60×60 px is recommended',
    );

    await user.upload(logoInput, pngFile(120, 80));
    await waitFor(() => expect(within(logoBox).queryByTestId('brand-image-warning-logo')).toBeNull());

    const faviconInput = screen.getByTestId('brand-image-input-favicon');
    await user.upload(faviconInput, gifFile(32, 32));
    const faviconBox = screen.getByTestId('brand-image-favicon');
    const warnings = await within(faviconBox).findAllByTestId('brand-image-warning-favicon');
    expect(warnings.map((w) => w.textContent)).toEqual([
      expect.stringContaining('PNG is recommended; this image is GIF'),
      expect.stringContaining('This favicon is 32×32 px; at most 16×16 px is recommended'),
    ]);

    // Warnings never block: Next goes on, and the images are sent with the sign-up.
    await next(user);
    await heading(s.steps.theme.title);
    // The preview shows the logo chosen.
    expect(screen.getByTestId('theme-preview-bar-light').querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});

describe('the colour theme', () => {
  it('a preset or a custom colour recolours the live preview of the app bar in light and dark mode', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ domain: 'maple', name: 'Maple Academy', timezone: 'UTC', tariffId: 1, step: 5 }),
    );
    const { user } = renderSignUp();
    await heading(s.steps.theme.title);
    const bar = () => screen.getByTestId('theme-preview-bar-light');
    expect(bar()).toHaveTextContent('Maple Academy');
    expect(bar()).toHaveStyle({ backgroundColor: '#3b5bdb' });

    await user.click(screen.getByRole('radio', { name: en.schools.presets.forest }));
    expect(screen.getByRole('radio', { name: en.schools.presets.forest })).toHaveAttribute('aria-checked', 'true');
    // White on forest green reads at 4.37:1: light mode shows it a tenth darker, at 4.5:1 or more.
    expect(bar()).toHaveStyle({ backgroundColor: 'rgb(38, 124, 55)' });
    // Dark mode keeps the colour, darker, with white text.
    const dark = screen.getByTestId('theme-preview-bar-dark');
    expect(dark).toHaveStyle({ color: '#ffffff' });
    expect(getComputedStyle(dark).backgroundColor).not.toBe(getComputedStyle(bar()).backgroundColor);

    const hex = screen.getByLabelText(en.schools.theme.hex);
    await user.clear(hex);
    await user.type(hex, '#12');
    expect(screen.getByText(en.schools.theme.invalid)).toBeVisible();
    expect(bar()).toHaveStyle({ backgroundColor: 'rgb(38, 124, 55)' });
    await user.type(hex, '3456');
    expect(bar()).toHaveStyle({ backgroundColor: '#123456' });
    expect(screen.getByRole('radio', { name: en.schools.presets.forest })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('what was typed is kept', () => {
  it('Back shows the values entered, and Next keeps them', async () => {
    const { user } = renderSignUp();
    await fillDomain(user, 'birch-school');
    await heading(s.steps.company.title);
    await user.type(screen.getByLabelText(new RegExp(s.fields.name)), 'Birch School');
    await user.type(screen.getByLabelText(s.fields.description), 'Evening classes');
    await next(user);
    await heading(s.steps.timezone.title);

    await back(user);
    await heading(s.steps.company.title);
    expect(screen.getByLabelText(new RegExp(s.fields.name))).toHaveValue('Birch School');
    expect(screen.getByLabelText(s.fields.description)).toHaveValue('Evening classes');
    await back(user);
    await heading(s.steps.domain.title);
    expect(screen.getByLabelText(s.fields.domain)).toHaveValue('birch-school');
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'available'));
    await next(user);
    expect(await screen.findByLabelText(new RegExp(s.fields.name))).toHaveValue('Birch School');
  });

  it('a reload comes back to the same step with the same values, and the password is never stored', async () => {
    const first = renderSignUp();
    const { user } = first;
    await fillDomain(user, 'cedar');
    await fillCompany(user, 'Cedar College');
    await chooseTimezone(user);
    await chooseFree(user);
    // Next is clicked on the step the user sees: a click while the plan step is still drawn is lost.
    await heading(s.steps.images.title);
    await next(user);
    await heading(s.steps.theme.title);
    await next(user);
    await heading(s.steps.account.title);
    await user.type(screen.getByLabelText(new RegExp(s.fields.firstName)), 'Cyril');
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.password}`)), 'secret-password');
    const stored = window.sessionStorage.getItem(DRAFT_KEY)!;
    expect(JSON.parse(stored)).toMatchObject({
      domain: 'cedar',
      name: 'Cedar College',
      timezone: 'Europe/Berlin',
      tariffId: 1,
      firstName: 'Cyril',
      step: 6,
    });
    expect(stored).not.toContain('secret-password');
    expect(JSON.parse(stored)).not.toHaveProperty('password');

    first.unmount();
    renderSignUp();
    await heading(s.steps.account.title);
    expect(screen.getByLabelText(new RegExp(s.fields.firstName))).toHaveValue('Cyril');
    expect(screen.getByLabelText(new RegExp(`^${s.fields.password}`))).toHaveValue('');
    expect(screen.getByTestId('sign-up-progress')).toHaveTextContent('Step 7 of 8');
  });
});

describe('the server has the last word', () => {
  it('an email already in use ends like any other: check your email, with nothing said about the account', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        domain: 'maple',
        name: 'Maple',
        timezone: 'UTC',
        tariffId: 1,
        themeColor: '#3b5bdb',
        firstName: 'Anna',
        lastName: 'Admin',
        email: 'admin@demo.test',
        step: 6,
      }),
    );
    const { user } = renderSignUp();
    await heading(s.steps.account.title);
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.password}`)), 'secret1');
    await user.type(screen.getByLabelText(new RegExp(s.fields.confirmPassword)), 'secret1');
    await next(user);
    await heading(s.steps.terms.title);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: s.finish }));
    await heading(s.sent.title);
    expect(screen.getByTestId('sign-up-sent')).toHaveTextContent('We have sent a message to admin@demo.test.');
    expect(screen.queryByText(/already exists/)).toBeNull();
  });

  it('a domain taken meanwhile sends the user back to the domain step, shown as taken', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        domain: 'maple',
        name: 'Maple',
        timezone: 'UTC',
        tariffId: 1,
        themeColor: '#3b5bdb',
        firstName: 'Mila',
        lastName: 'Maple',
        email: 'mila@maple.test',
        step: 6,
      }),
    );
    // Another school took "maple" after the live check said it was free: from now on the server
    // says taken to the sign-up and to every new check alike.
    const taken = 'The domain "maple" is already taken.';
    server.use(
      http.post('*/api/schools/sign-up', () => HttpResponse.json({ message: taken, status: 409, field: 'domain' }, { status: 409 })),
      http.get('*/api/schools/domain-check', () =>
        HttpResponse.json({ domain: 'maple', status: 'taken', available: false, message: taken }),
      ),
    );
    const { user } = renderSignUp();
    await heading(s.steps.account.title);
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.password}`)), 'secret1');
    await user.type(screen.getByLabelText(new RegExp(s.fields.confirmPassword)), 'secret1');
    await next(user);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: s.finish }));
    await heading(s.steps.domain.title);
    await waitFor(() => expect(domainStatus()).toHaveAttribute('data-status', 'taken'));
  });
});
