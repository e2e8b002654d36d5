// rating-render: the instructor's course rating page in headless Chromium, on the data of
// bench/courseRating.mjs (1,000 students × 100 lessons, each a task and a test, 3 exams): the
// time from navigation until the table is rendered and scrollable — its first rows shown, then
// after a scroll to the bottom the last student's row, and after a scroll to the right that
// row's total — median of several cold loads (fresh browser context: empty cache), and the ratio
// to the 1.5 s target. It also scrolls the table frame by frame and reports the frame
// times, to tell whether it stays smooth.
//
// How: the built client (Vite production build into .bench/rating-render/client) and the
// compiled API (bench/lib/apiServer.mjs, PGlite, demo seed plus the generated course) behind one
// local origin (bench/lib/serve.mjs, /api proxied to the API), the instructor's session put in
// localStorage before the page's scripts run, as a login would leave it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { secs, table } from './lib/format.mjs';
import { buildServer, ms, percentiles, startApi } from './lib/apiServer.mjs';
import { serveStatic } from './lib/serve.mjs';
import { viteBuild } from './lib/vite.mjs';
import { generateCourse } from './courseRating.mjs';

const RUNS = 7;
const WARMUP = 1;
const TARGET_MS = 1500;
const SCROLL_FRAMES = 120;
const VIEWPORT = { width: 1280, height: 800 };

/** /api and /api/... of the static server, passed on to the API as they came. */
function proxyTo(base) {
  const target = new URL(base);
  return (req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: String(error), status: 502 }));
    });
    req.pipe(upstream);
    return true;
  };
}

/**
 * Opens the page cold and measures, inside the page (performance.now() counts from the
 * navigation's start): the first body row shown, the last row after a scroll to the bottom,
 * its total after a scroll to the right, then frame times of a steady scroll.
 */
async function measureOnce(browser, { url, token, rows, screenshot }) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT });
  try {
    await context.addInitScript(
      ([session]) => {
        window.localStorage.setItem('lms.session', session);
        window.localStorage.setItem('lms.language', 'en');
      },
      [JSON.stringify({ token, role: 'INSTRUCTOR' })],
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'commit' });
    const figures = await page.evaluate(
      async ({ lastRow, frames }) => {
        const until = (find, timeout = 60_000) =>
          new Promise((resolve, reject) => {
            const started = performance.now();
            const tick = () => {
              const found = find();
              if (found) resolve(found);
              else if (performance.now() - started > timeout) reject(new Error(`timed out waiting (${find})`));
              else requestAnimationFrame(tick);
            };
            tick();
          });
        const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const scroller = await until(
          () =>
            document.querySelector('[data-testid="rating-table"] [role="row"][aria-rowindex="3"]') &&
            document.querySelector('[data-testid="rating-scroll"]'),
        );
        await painted();
        const rendered = performance.now();
        scroller.scrollTop = scroller.scrollHeight;
        const last = await until(() => document.querySelector(`[data-testid="rating-table"] [role="row"][aria-rowindex="${lastRow}"]`));
        await painted();
        const bottom = performance.now();
        scroller.scrollLeft = scroller.scrollWidth;
        await until(() => last.isConnected && last.querySelector('[data-column="total"]'));
        await painted();
        const scrollable = performance.now();
        const api = performance.getEntriesByType('resource').find((e) => e.name.includes('/students/rating'));
        // A steady scroll back up and left: how long each frame takes while rows and columns change.
        const times = [];
        let previous = performance.now();
        for (let i = 0; i < frames; i++) {
          scroller.scrollTop = Math.max(0, scroller.scrollTop - 700);
          if (i % 3 === 0) scroller.scrollLeft = Math.max(0, scroller.scrollLeft - 500);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = performance.now();
          times.push(now - previous);
          previous = now;
        }
        return {
          rendered,
          bottom,
          scrollable,
          apiStart: api?.requestStart ?? null,
          apiEnd: api?.responseEnd ?? null,
          apiBytes: api?.encodedBodySize ?? null,
          domCells: document.querySelectorAll('[data-testid="rating-table"] [role="cell"]').length,
          frames: times,
        };
      },
      { lastRow: rows + 2, frames: SCROLL_FRAMES },
    );
    if (screenshot) await page.screenshot({ path: screenshot });
    return { ...figures, errors };
  } finally {
    await context.close();
  }
}

export default {
  name: 'rating-render',
  title: 'Course rating page in Chromium, 1,000 students × 100 lessons: time until rendered and scrollable',
  async run(ctx) {
    buildServer(ctx.root, ctx.log);
    const clientDir = path.join(ctx.dir, 'client');
    if (!(ctx.options['no-build'] && fs.existsSync(path.join(clientDir, 'index.html')))) {
      ctx.log('building the client (vite build, production)');
      await viteBuild({ root: ctx.root, configFile: path.join(ctx.root, 'vite.config.ts'), outDir: clientDir });
    }
    const api = await startApi(ctx.root, 'pglite', ctx.log);
    let site;
    try {
      const started = Date.now();
      const generated = await generateCourse(api.db);
      ctx.log(
        `generated the rating course in ${secs(Date.now() - started)} (${generated.answers} answers, ${generated.attempts} attempts, ${generated.marks} marks)`,
      );
      const token = await api.login('instructor@demo.test');
      const first = await api.call('GET', `/api/courses/${generated.courseId}/students/rating`, { token });
      if (first.status !== 200) throw new Error(`rating answered ${first.status}`);
      const rows = first.body.students.length;
      const columns = first.body.lessons.reduce((n, l) => n + l.tasks.length + l.tests.length, 0) + first.body.exams.length + 5;
      site = await serveStatic(clientDir, { api: proxyTo(api.base) });
      const url = `${site.url}/instructor/courses/${generated.courseId}/rating`;
      const browser = await ctx.browser();
      const samples = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const screenshot = ctx.options.screenshots && i === WARMUP + RUNS - 1 ? path.join(ctx.dir, 'rating.png') : undefined;
        const run = await measureOnce(browser, { url, token, rows, screenshot });
        for (const error of run.errors) ctx.log(`page error: ${error}`);
        ctx.log(
          `${i < WARMUP ? 'warm-up' : `run ${i - WARMUP + 1}`}: rendered ${ms(run.rendered)} ms, last row ${ms(run.bottom)} ms, scrollable ${ms(run.scrollable)} ms (API ${ms(run.apiEnd - run.apiStart)} ms), ${run.domCells} cells in the DOM`,
        );
        if (i >= WARMUP) samples.push(run);
      }
      const of = (key) => percentiles(samples.map((s) => s[key]));
      const frames = percentiles(samples.flatMap((s) => s.frames));
      const result = {
        rows,
        columns,
        runs: RUNS,
        rendered: of('rendered'),
        bottom: of('bottom'),
        scrollable: of('scrollable'),
        api: percentiles(samples.map((s) => s.apiEnd - s.apiStart)),
        apiStart: percentiles(samples.map((s) => s.apiStart)),
        afterAnswer: percentiles(samples.map((s) => s.rendered - s.apiEnd)),
        apiKiB: (samples[0].apiBytes ?? 0) / 1024,
        domCells: samples[0].domCells,
        frames,
        load1: os.loadavg()[0],
      };
      ctx.print(
        `\n${rows.toLocaleString('en-US')} students × ${columns} columns (100 lessons: a task and a test each, 3 exams, 5 totals); ${RUNS} cold loads after ${WARMUP} warm-up, ${VIEWPORT.width}×${VIEWPORT.height}, ms from navigation`,
      );
      ctx.print(
        table(
          [{ title: 'milestone', align: 'left' }, { title: 'p50' }, { title: 'min' }, { title: 'max' }, { title: `p50/${TARGET_MS} ms` }],
          [
            [
              'first rows shown',
              ms(result.rendered.p50),
              ms(Math.min(...samples.map((s) => s.rendered))),
              ms(Math.max(...samples.map((s) => s.rendered))),
              `${(result.rendered.p50 / TARGET_MS).toFixed(2)}×`,
            ],
            [
              'last row after scroll down',
              ms(result.bottom.p50),
              ms(Math.min(...samples.map((s) => s.bottom))),
              ms(Math.max(...samples.map((s) => s.bottom))),
              `${(result.bottom.p50 / TARGET_MS).toFixed(2)}×`,
            ],
            [
              'its total after scroll right (scrollable)',
              ms(result.scrollable.p50),
              ms(Math.min(...samples.map((s) => s.scrollable))),
              ms(Math.max(...samples.map((s) => s.scrollable))),
              `${(result.scrollable.p50 / TARGET_MS).toFixed(2)}×`,
            ],
            [
              '(the rating call starts)',
              ms(result.apiStart.p50),
              ms(Math.min(...samples.map((s) => s.apiStart))),
              ms(Math.max(...samples.map((s) => s.apiStart))),
              '',
            ],
            [
              '(the rating call, request to last byte)',
              ms(result.api.p50),
              ms(Math.min(...samples.map((s) => s.apiEnd - s.apiStart))),
              ms(Math.max(...samples.map((s) => s.apiEnd - s.apiStart))),
              '',
            ],
            [
              '(last byte to first rows shown)',
              ms(result.afterAnswer.p50),
              ms(Math.min(...samples.map((s) => s.rendered - s.apiEnd))),
              ms(Math.max(...samples.map((s) => s.rendered - s.apiEnd))),
              '',
            ],
          ],
        ),
      );
      ctx.print(
        `scrolling: ${SCROLL_FRAMES} frames per run, 700 px up (and 500 px left every third) a frame: frame time p50 ${ms(frames.p50)} ms, p95 ${ms(frames.p95)} ms, p99 ${ms(frames.p99)} ms; ${result.domCells} cells in the DOM of ${(rows * columns).toLocaleString('en-US')}`,
      );
      ctx.print(
        `rendered and scrollable: median ${ms(result.scrollable.p50)} ms = ${(result.scrollable.p50 / TARGET_MS).toFixed(2)}× the ${TARGET_MS} ms target (answer ${result.apiKiB.toFixed(0)} KiB; load average ${result.load1.toFixed(1)} on ${os.cpus().length} cores)`,
      );
      return result;
    } finally {
      await site?.close();
      await api.close();
    }
  },
};
