import { describe, expect, it, vi } from 'vitest';
import { useE2E } from './harness';

/*
 * The built app behind its protections (server/plugins/security.ts): no other site can frame
 * it, code it did not ship does not run and is reported (every test of the suite fails on such
 * a report, tests/e2e/harness.ts), and what it ships goes out compressed, without source maps.
 */

const e2e = useE2E();

async function waitForViolation(matching: RegExp): Promise<string[]> {
  const seen: string[] = [];
  await vi.waitFor(
    () => {
      seen.push(...e2e.takeCspViolations());
      if (!seen.some((v) => matching.test(v))) throw new Error(`No CSP violation matching ${matching}; saw:\n${seen.join('\n')}`);
    },
    { timeout: 10_000, interval: 50 },
  );
  return seen;
}

describe('browser protections', () => {
  it('no page can frame /login, not even one of its own origin', async () => {
    const { context, page } = await e2e.newPage();
    // Pages made up by the browser itself (so without the server's headers): one frames a page
    // of its own (the control: framing works here), the other frames the login page. The framing
    // page shares the server's origin, so only frame-ancestors can refuse it; a page of another
    // site is refused all the more.
    await context.route(`${e2e.baseUrl}/framing-test/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const src = pathname.endsWith('/own') ? '/framing-test/inner' : '/login';
      return route.fulfill({
        contentType: 'text/html',
        body: pathname.endsWith('/inner')
          ? '<!doctype html><p>inner</p>'
          : `<!doctype html><iframe src="${src}" width="800" height="600"></iframe>`,
      });
    });
    const framedUrl = async (url: string) => {
      await page.goto(url);
      const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
      await frame!.waitForLoadState('load');
      return frame!.url();
    };
    expect(await framedUrl('/framing-test/own')).toBe(`${e2e.baseUrl}/framing-test/inner`);
    // A refused frame shows Chromium's error page instead.
    expect(await framedUrl('/framing-test/login')).toBe('chrome-error://chromewebdata/');
    // Chromium may also log the refusal; it is the point of this test, not a fault.
    e2e.takeCspViolations();
  });

  it('code the app did not ship does not run, and the suite hears of it', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.locator('input[name="email"]').waitFor();
    expect(e2e.takeCspViolations()).toEqual([]);
    // What an injected <script> or event handler would do.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = true');
      img.src = '/no-such-image.png';
      document.body.append(img);
    });
    const seen = await waitForViolation(/script-src-attr|script-src-elem|script-src/);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(seen.some((v) => /inline/i.test(v))).toBe(true);
    // Let the handler's violation arrive too, so it is taken here rather than failing the test.
    await waitForViolation(/script-src-attr/).catch(() => []);
  });

  it('Swagger UI at /api/docs runs under its own policy without a violation', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'Online school LMS API' }).waitFor();
    await page.locator('.opblock').first().waitFor();
  });

  it('sends the page and its scripts pre-compressed, with Vary, and no source maps', async () => {
    const { page } = await e2e.newPage();
    const scripts: Array<{ url: string; encoding?: string; vary?: string }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], vary: response.headers().vary });
      }
    });
    const html = await page.goto('/login');
    expect(html?.headers()['content-encoding']).toBe('br');
    await page.locator('input[name="email"]').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.encoding, script.url).toBe('br');
      expect(script.vary?.toLowerCase(), script.url).toContain('accept-encoding');
    }
    for (const script of scripts) {
      const map = await fetch(`${script.url}.map`);
      expect(map.status, `${script.url}.map`).toBe(404);
    }
  });
});
