/**
 * The e2e harness: the real compiled server (node dist/node/server/main.js) on a free port
 * with a data folder of its own (embedded PGlite holding the demo school, copied from the one
 * seededData.ts seeds once a run; mail written to DATA_DIR/outbox), and the
 * system Chromium driven by playwright-core. Each test gets a fresh browser context.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { startAppProcess } from '../../bench/lib/appProcess.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/e2e');
const SERVER_ENTRY = path.join(ROOT, 'dist/node/server/main.js');
const CLIENT_INDEX = path.join(ROOT, 'dist/client/index.html');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const STOP_TIMEOUT_MS = 15_000;

export const DEMO_PASSWORD = 'demo123';
export const DEMO = {
  admin: { email: 'admin@demo.test', firstName: 'Anna', home: '/admin' },
  instructor: { email: 'instructor@demo.test', firstName: 'Ivan', home: '/instructor' },
  student: { email: 'student@demo.test', firstName: 'Sofia', home: '/student' },
} as const;
export const SCHOOL_NAME = 'Demo School';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

export interface E2E {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** A fresh context (own storage and cookies) and a page in it; closed after the test. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** The newest .eml in DATA_DIR/outbox addressed to `to`, waiting for it to arrive. */
  waitForMail(to: string, options?: { after?: Set<string>; timeoutMs?: number }): Promise<Mail>;
  /** Names of the .eml files in the outbox now. */
  outboxFiles(): Promise<Set<string>>;
  /** The server's recent output, for failure messages. */
  serverLog(): string;
  /**
   * The Content-Security-Policy violations seen since the test began (or since the last call),
   * which are then forgotten. Any left at the end of a test fail it: a test that provokes one on
   * purpose takes it here.
   */
  takeCspViolations(): string[];
}

export function assertBuilt() {
  const missing = [CLIENT_INDEX, SERVER_ENTRY].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The e2e tests drive the built app, but ${missing.map((f) => path.relative(ROOT, f)).join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing. Run \`npm run build\` first (or \`npm run test:e2e\`, which builds).`,
    );
  }
}

export async function startServer(dataDir: string, extraEnv: Record<string, string> = {}) {
  const app = await startAppProcess({
    cwd: ROOT,
    args: [SERVER_ENTRY],
    name: 'The server',
    stopTimeoutMs: STOP_TIMEOUT_MS,
    env: (url) => ({
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      LMS_DEMO: '1',
      // Embedded PGlite and the file outbox, whatever the developer's shell has set.
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      CLIENT_DIR: undefined,
      ...extraEnv,
    }),
  });
  return {
    baseUrl: app.url,
    log: () => app.output(),
    async stop() {
      await app.stop();
    },
  };
}

export interface E2EOptions {
  /**
   * Extra environment of this file's server, over the harness's own (e.g. a short
   * JOB_INTERVAL_SECONDS, or LOG_LEVEL 'info' to read the jobs' lines in serverLog()).
   */
  env?: Record<string, string>;
}

/**
 * Starts the server and the browser before the file's tests and stops them after; each
 * test's contexts are closed after it. Call once at the top level of a test file.
 */
export function useE2E(options: E2EOptions = {}): E2E {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  let dataDir = '';
  const contexts: BrowserContext[] = [];
  let cspViolations: string[] = [];

  beforeAll(async () => {
    assertBuilt();
    await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-e2e-'));
    // The demo school, migrated and seeded once for the run (seededData.ts), copied into this file's folder.
    await fs.cp(inject('e2eSeededDataDir'), dataDir, { recursive: true });
    // Both start at once; whichever succeeds is kept, so afterAll stops it even if the other failed.
    const started = await Promise.allSettled([
      startServer(dataDir, options.env).then((s) => (server = s)),
      chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }).then((b) => (browser = b)),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const seen = e2e.takeCspViolations();
    if (seen.length) throw new Error(`The page broke its Content-Security-Policy ${seen.length} time(s):\n${seen.join('\n')}`);
  });

  afterAll(async () => {
    const errors: unknown[] = [];
    for (const step of [() => browser?.close(), () => server?.stop(), () => dataDir && fs.rm(dataDir, { recursive: true, force: true })]) {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length) throw errors[0];
  });

  const outboxDir = () => path.join(dataDir, 'outbox');

  const e2e: E2E = {
    get baseUrl() {
      if (!server) throw new Error('The server is not running (used outside a test?)');
      return server.baseUrl;
    },
    get dataDir() {
      return dataDir;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not running (used outside a test?)');
      return browser;
    },
    async newPage(options = {}) {
      const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      await watchCsp(context, (violation) => cspViolations.push(violation));
      const page = await context.newPage();
      return { context, page };
    },
    takeCspViolations() {
      const taken = cspViolations;
      cspViolations = [];
      return taken;
    },
    async outboxFiles() {
      try {
        return new Set((await fs.readdir(outboxDir())).filter((name) => name.endsWith('.eml')));
      } catch {
        return new Set();
      }
    },
    async waitForMail(to, { after = new Set(), timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // File names start with an ISO time, so the last in order is the newest.
        const fresh = [...(await e2e.outboxFiles())]
          .filter((name) => !after.has(name))
          .sort()
          .reverse();
        for (const name of fresh) {
          const file = path.join(outboxDir(), name);
          const mail = await simpleParser(await fs.readFile(file));
          const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase()));
          if (recipients.includes(to.toLowerCase())) return { file, to, subject: mail.subject ?? '', text: mail.text ?? '' };
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in ${outboxDir()} within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    serverLog: () => server?.log() ?? '',
  };
  return e2e;
}

/**
 * Reports every CSP violation of the context's pages and frames, both ways Chromium tells:
 * the securitypolicyviolation event (recorded by a script that runs before the page's own) and
 * the console's "Refused to …" error, which also covers what no page script sees (a frame
 * refused by frame-ancestors, a worker).
 */
async function watchCsp(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  await context.exposeBinding('__lmsCspViolation', ({ frame }, text: string) => report(`${text} (event, in ${frame.url()})`));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const send = (window as unknown as { __lmsCspViolation?: (text: string) => void }).__lmsCspViolation;
        send?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      report(`${message.text()} (console, in ${message.page()?.url() ?? '?'})`);
  });
}

/** Saves a full-page screenshot as test-results/e2e/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The page's path, without origin, query or hash. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is `pathname` (or, with a trailing '*', starts with it). */
export async function waitForPath(page: Page, pathname: string, timeout?: number): Promise<void> {
  const matches = (url: URL) =>
    pathname.endsWith('*')
      ? url.pathname.startsWith(pathname.slice(0, -1))
      : url.pathname.replace(/\/+$/, '') === pathname.replace(/\/+$/, '');
  // History API moves count as navigations; an already matching URL resolves at once.
  await page.waitForURL(matches, { timeout });
}

/** Waits for visible text inside `selector` (exact match unless a RegExp). */
export async function waitForText(page: Page, selector: string, text: string | RegExp, timeout?: number): Promise<void> {
  await page.locator(selector).filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/** Fills the login form and submits it (the page must be on /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Opens /login, logs in and waits for the role's area with its welcome heading. */
export async function logIn(page: Page, account: { email: string; home: string }, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, password);
  await waitForPath(page, `${account.home}*`);
  await page.getByTestId('welcome').waitFor();
}

/** Picks a language from the switch (on the login pages or in an area's app bar). */
export async function chooseLanguage(page: Page, name: 'English' | 'Русский'): Promise<void> {
  // On a phone react-admin's app bar slides away while the page is scrolled down (after a long
  // form's Save, say); a person scrolls back up to reach the switch, and so does this.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-switch').first().click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name }) });
  await menu.getByRole('menuitem', { name }).click();
  // Only the language menu closes: an area's side menu is a menu too, and stays.
  await page.getByRole('menuitem', { name: name === 'English' ? 'Русский' : 'English' }).waitFor({ state: 'hidden' });
  // react-admin draws the whole page again once the language's words have loaded (a new key on
  // its i18n context), which empties any form typed into before then. The switch's own name is
  // in the new language only from that drawing on.
  await page
    .getByRole('button', { name: name === 'English' ? 'EN — Language' : 'RU — Язык', exact: true })
    .first()
    .waitFor();
}
