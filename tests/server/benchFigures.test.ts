// The bench runner's pure parts: each section's returned JSON as named figures
// (bench/lib/figures.mjs), their summary over runs and the comparison with saved results
// (bench/lib/summary.mjs), and the wait for a quiet machine (bench/lib/quiet.mjs). Fixtures
// are shaped like what the sections return; no bench runs here.
import { describe, expect, it } from 'vitest';
import { figuresFor, sectionFigures, type Figure } from '../../bench/lib/figures.mjs';
import { compareSummaries, compareTable, median, summarize, summaryTable } from '../../bench/lib/summary.mjs';
import { waitForQuiet } from '../../bench/lib/quiet.mjs';
import { sections } from '../../bench/index.mjs';

const pct = (p50: number, p95: number) => ({ n: 30, p50, p95, p99: p95 + 1, mean: p50 });
const byName = (figures: Figure[]) => new Map(figures.map((f) => [f.name, f]));

const fixtures: Record<string, unknown> = {
  'login-size': {
    app: {
      page: '/login',
      files: [
        { path: '/a.js', raw: 900, gzip: 300 },
        { path: '/b.js', raw: 100, gzip: 40 },
      ],
      raw: 1000,
      gzip: 340,
    },
    bare: { page: '/', files: [], raw: 1200, gzip: 400 },
    ratioGzip: 0.85,
    wire: { app: { bytes: 350, files: [] }, bare: { bytes: 420, files: [] }, ratio: 350 / 420 },
    lazy: [],
    packages: {},
  },
  'students-list': {
    pglite: {
      'first page, no filter': { ...pct(4, 8), errors: 0, matches: 100 },
      'floor: one student by id': { ...pct(1, 2), errors: 1, matches: 0 },
    },
    postgres: { 'first page, no filter': { ...pct(3, 25), errors: 0, matches: 100 } },
  },
  'student-import': {
    pglite: [
      { seconds: 2.9, imported: 5000 },
      { seconds: 6.4, imported: 5000 },
    ],
    postgres: [{ seconds: 1.1, imported: 5000 }],
  },
  'course-rating': {
    students: 1000,
    lessons: 100,
    exams: 3,
    pglite: { 'whole table (1,000 rows)': { ...pct(120, 180), cpuP50: 90, errors: 0, bytes: 1, rows: 1000, load1: 1 } },
    writes: { pglite: { 'give an exam mark: one row': pct(5, 9) } },
  },
  'rating-render': {
    rows: 1000,
    rendered: pct(900, 1000),
    bottom: pct(1000, 1100),
    scrollable: pct(1200, 1300),
    api: pct(300, 320),
    afterAnswer: pct(400, 450),
    apiKiB: 812.4,
    domCells: 2400,
    frames: pct(16, 20),
    load1: 0.5,
  },
  'exam-rush': {
    scryptMs: 55,
    cores: 2,
    postgres: {
      kind: 'postgres',
      students: 3000,
      steps: {
        login: { ...pct(800, 2000), errors: 0 },
        start: { ...pct(40, 300), n: 3000, errors: 2 },
        save: { ...pct(10, 60), n: 15000, errors: 0 },
        submit: { ...pct(20, 90), n: 3000, errors: 0 },
      },
      check: { lost: 0, checked: 3000 },
      phases: [
        { name: 'login', serverCpuMs: 1 },
        { name: 'exam', serverCpuMs: 21000 },
      ],
    },
  },
};

describe('bench figures of each section', () => {
  it('has a mapping for every section in bench/index.mjs, and each maps its fixture', () => {
    expect(Object.keys(sectionFigures).sort()).toEqual(sections.map((s: { name: string }) => s.name).sort());
    for (const name of Object.keys(sectionFigures)) expect(figuresFor(name, fixtures[name]).length, name).toBeGreaterThan(0);
  });

  it('reads values, units and targets from what the sections return', () => {
    const login = byName(figuresFor('login-size', fixtures['login-size']));
    expect(login.get('app /login on the wire')).toEqual({
      name: 'app /login on the wire',
      value: 350,
      unit: 'B',
      lowerIsBetter: true,
      target: 252,
    });
    expect(login.get('wire app / bare')?.target).toBe(0.6);
    expect(login.get('bare react-admin app on the wire')?.lowerIsBetter).toBeNull();
    expect(login.get('app /login JS files')?.value).toBe(2);

    const list = byName(figuresFor('students-list', fixtures['students-list']));
    expect(list.get('postgres first page, no filter p95')).toMatchObject({ value: 25, unit: 'ms', target: 20 });
    expect(list.get('pglite floor: one student by id p95')?.target).toBeUndefined();
    expect(list.get('pglite errors')).toMatchObject({ value: 1, target: 0 });

    const imports = byName(figuresFor('student-import', fixtures['student-import']));
    expect(imports.get('pglite import, best')).toMatchObject({ value: 2.9, unit: 's', target: 10 });
    expect(imports.get('pglite import, slowest')?.value).toBe(6.4);

    const rating = byName(figuresFor('course-rating', fixtures['course-rating']));
    expect(rating.get('pglite whole table (1,000 rows) p95')).toMatchObject({ value: 180, target: 300 });
    expect(rating.get('pglite whole table (1,000 rows) CPU p50')?.value).toBe(90);
    expect(rating.get('pglite write: give an exam mark: one row p50')?.value).toBe(5);
    expect([...rating.keys()].some((n) => n.startsWith('students') || n.startsWith('writes'))).toBe(false);

    const render = byName(figuresFor('rating-render', fixtures['rating-render']));
    expect(render.get('its total after scroll right (scrollable) p50')).toMatchObject({ value: 1200, target: 1500 });

    const rush = byName(figuresFor('exam-rush', fixtures['exam-rush']));
    expect(rush.get('postgres (3,000 students) start p99')).toMatchObject({ value: 301, target: 200 });
    expect(rush.get('postgres (3,000 students) submit p99')?.target).toBe(500);
    expect(rush.get('postgres (3,000 students) errors')?.value).toBe(2);
    expect(rush.get('postgres (3,000 students) lost answers')).toMatchObject({ value: 0, target: 0 });
    expect(rush.get('postgres (3,000 students) exam server CPU per request')?.value).toBe(1);
    expect(rush.get('one scrypt check')?.value).toBe(55);
  });

  it('names the exam rush on the bank test apart, holding its database targets', () => {
    const bankRun = { students: 300, steps: { start: { ...pct(5, 600), errors: 0 } }, check: { lost: 1 } };
    const rush = byName(figuresFor('exam-rush', { pglite: { ...bankRun, check: { lost: 0 } }, bank: { pglite: bankRun } }));
    expect(rush.get('pglite bank test (300 students) start p99')).toMatchObject({ value: 601, target: 500 });
    expect(rush.get('pglite bank test (300 students) lost answers')).toMatchObject({ value: 1, target: 0 });
    expect(rush.get('pglite (300 students) lost answers')).toMatchObject({ value: 0, target: 0 });
  });

  it('tolerates results with missing or odd fields: fewer figures, never a throw', () => {
    for (const name of Object.keys(sectionFigures)) {
      for (const odd of [undefined, null, {}, [], 'text', { pglite: 5, postgres: [], wire: [], steps: null, writes: 'x' }]) {
        expect(figuresFor(name, odd), `${name} ${JSON.stringify(odd)}`).toEqual([]);
      }
    }
    const { wire: _wire, ...noWire } = fixtures['login-size'] as Record<string, unknown>;
    const names = figuresFor('login-size', noWire).map((f) => f.name);
    expect(names).toContain('app /login JS gzip -9');
    expect(names).not.toContain('app /login on the wire');
    expect(figuresFor('no-such-section', { a: 1 })).toEqual([]);
  });
});

const fig = (name: string, value: number, extra: Partial<Figure> = {}): Figure => ({
  name,
  value,
  unit: 'ms',
  lowerIsBetter: true,
  ...extra,
});

describe('bench summary over runs', () => {
  it('gives min, median and max of each figure and whether the median meets its target', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    const summary = summarize([
      [fig('a', 10, { target: 12 }), fig('b', 5), fig('rate', 90, { lowerIsBetter: false, target: 100, unit: '/s' })],
      [fig('a', 14, { target: 12 }), fig('rate', 110, { lowerIsBetter: false, target: 100, unit: '/s' })],
      [fig('a', 11, { target: 12 }), fig('b', 7), fig('rate', 120, { lowerIsBetter: false, target: 100, unit: '/s' })],
    ]);
    expect(summary.map((r) => r.name)).toEqual(['a', 'b', 'rate']);
    expect(summary[0]).toMatchObject({ values: [10, 14, 11], min: 10, median: 11, max: 14, target: 12, meets: true });
    // A figure a run lacked: null in its place, the others summarised.
    expect(summary[1]).toMatchObject({ values: [5, null, 7], min: 5, median: 6, max: 7, target: null, meets: null });
    expect(summary[2]).toMatchObject({ median: 110, meets: true });
    expect(summarize([[fig('a', 13, { target: 12 })]])[0].meets).toBe(false);

    const text = summaryTable(summarize([[fig('slow', 13, { target: 12 })], [fig('slow', 15, { target: 12 })]]));
    expect(text).toMatch(/slow\s+ms\s+13\.0\s+14\.0\s+15\.0\s+14%\s+≤ 12\.0\s+NO/);
  });

  it('compares medians with a saved summary: change in %, and whether it is beyond the noise', () => {
    const before = summarize([
      [
        fig('steady', 10),
        fig('noisy', 10),
        fig('worse', 10),
        fig('better', 10),
        fig('ref', 100, { lowerIsBetter: null, unit: 'B' }),
        fig('gone', 1),
      ],
      [
        fig('steady', 10),
        fig('noisy', 14),
        fig('worse', 11),
        fig('better', 11),
        fig('ref', 100, { lowerIsBetter: null, unit: 'B' }),
        fig('gone', 1),
      ],
    ]);
    const after = summarize([
      [
        fig('steady', 10),
        fig('noisy', 13),
        fig('worse', 15),
        fig('better', 6),
        fig('ref', 120, { lowerIsBetter: null, unit: 'B' }),
        fig('new', 2),
      ],
      [
        fig('steady', 10),
        fig('noisy', 15),
        fig('worse', 16),
        fig('better', 7),
        fig('ref', 120, { lowerIsBetter: null, unit: 'B' }),
        fig('new', 2),
      ],
    ]);
    const rows = new Map(compareSummaries(before, after).map((r) => [r.name, r]));
    expect(rows.get('steady')).toMatchObject({ before: 10, after: 10, changePct: 0, verdict: 'same' });
    expect(rows.get('noisy')).toMatchObject({ before: 12, after: 14, verdict: 'within noise' });
    expect(rows.get('worse')).toMatchObject({ before: 10.5, after: 15.5, verdict: 'WORSE' });
    expect(rows.get('worse')?.changePct).toBeCloseTo(47.62, 2);
    expect(rows.get('better')).toMatchObject({ after: 6.5, verdict: 'better' });
    expect(rows.get('ref')).toMatchObject({ changePct: 20, verdict: 'changed' });
    expect(rows.get('new')).toMatchObject({ before: null, after: 2, changePct: null, verdict: 'new' });
    expect(rows.get('gone')).toMatchObject({ before: 1, after: null, verdict: 'gone' });
    // Higher is better: a drop beyond the noise is worse.
    const rate = (v: number) => [fig('rate', v, { lowerIsBetter: false })];
    expect(compareSummaries(summarize([rate(100)]), summarize([rate(80)]))[0].verdict).toBe('WORSE');

    const text = compareTable(compareSummaries(before, after));
    expect(text).toMatch(/worse\s+ms\s+10\.5\s+15\.5\s+\+47\.6%\s+WORSE/);
    expect(text).toMatch(/ref\s+B\s+100\s+120\s+\+20\.0%\s+changed/);
  });
});

describe('bench wait for a quiet machine', () => {
  const fakeClock = (readings: number[]) => {
    let t = 0;
    const sleeps: number[] = [];
    return {
      sleeps,
      load: () => readings[Math.min(readings.length - 1, sleeps.length)],
      now: () => t,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        t += ms;
      },
    };
  };

  it('polls until the load average is below 1', async () => {
    const clock = fakeClock([2.5, 1.4, 0.9]);
    const polls: number[] = [];
    const got = await waitForQuiet({ ...clock, timeoutMs: 60_000, pollMs: 5_000, onPoll: (reading) => polls.push(reading) });
    expect(got).toEqual({ quiet: true, waitedMs: 10_000, from: 2.5, to: 0.9 });
    expect(polls).toEqual([2.5, 1.4]);
  });

  it('does not wait on a quiet machine, and gives up at the timeout', async () => {
    const quiet = fakeClock([0.3]);
    expect(await waitForQuiet({ ...quiet, timeoutMs: 60_000 })).toEqual({ quiet: true, waitedMs: 0, from: 0.3, to: 0.3 });
    expect(quiet.sleeps).toEqual([]);
    const busy = fakeClock([3, 2.8, 2.6, 2.4]);
    expect(await waitForQuiet({ ...busy, timeoutMs: 12_000, pollMs: 5_000 })).toEqual({ quiet: false, waitedMs: 12_000, from: 3, to: 2.4 });
    expect(busy.sleeps).toEqual([5_000, 5_000, 2_000]);
  });
});
