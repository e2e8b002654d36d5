// Debian's headless Chromium through playwright-core (never a downloaded browser), and a page
// load that records every JavaScript response the way the browser received it.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

/**
 * Opens url in a fresh context (empty cache), waits for the network to go idle and for
 * selector to show, then for the network to stay quiet for quietMs (so chunks imported while
 * rendering are in). Returns { scripts: [{ url, path, status, body }], stylesheets: [url],
 * errors, finalUrl } with scripts in response order, one per URL.
 */
export async function loadPage(browser, url, { selector, timeout = 30_000, quietMs = 500, screenshot } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const pending = [];
  const errors = [];
  // Only this machine is ever reached: anything else is refused and reported.
  await context.route(/^(?:https?|wss?):\/\/(?!(?:127\.0\.0\.1|localhost|\[::1\])[:/])/i, (route) => {
    errors.push(`blocked off-machine request: ${route.request().url()}`);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  let inflight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inflight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle();
    errors.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const stylesheets = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') stylesheets.add(response.url());
    if (!isJavaScript(response)) return;
    pending.push(
      response.body().then((body) => ({ url: response.url(), path: new URL(response.url()).pathname, status: response.status(), body })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout });
    if (selector) await page.locator(selector).first().waitFor({ state: 'visible', timeout });
    const deadline = Date.now() + timeout;
    while (inflight > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet (${inflight} requests in flight)`);
      await page.waitForTimeout(50);
    }
    if (screenshot) await page.screenshot({ path: screenshot });
    const seen = new Set();
    const scripts = (await Promise.all(pending)).filter((s) => !seen.has(s.url) && seen.add(s.url));
    return { scripts, stylesheets: [...stylesheets], errors, finalUrl: page.url() };
  } finally {
    await context.close();
  }
}
