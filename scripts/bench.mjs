// `npm run bench [-- section ... --flags]`: runs the bench sections in bench/ (all, or the
// named ones) --runs=N times each (default 3), then prints one summary per section: each
// figure's min, median and max over the runs beside its target, and the machine's 1-minute
// load average before each run, so that a regression shows against the noise of a shared
// machine. Figures are read from what each run returns by bench/lib/figures.mjs. It prints
// figures, not verdicts: the exit code is non-zero only when a section itself breaks (a build
// fails, a page never renders).
//
// Each section's record (the last run's returned JSON, every run's load average, the summary,
// commit and uncommitted-changes flag) is saved in .bench/results/<section>.json and kept in
// .bench/results/history/<section>-<time>.json; --compare sets each median against the last
// saved one (bench/lib/results.mjs, bench/lib/summary.mjs).
//
//   node scripts/bench.mjs                          every section, 3 runs each
//   node scripts/bench.mjs login-size --runs=1      one section, one run (a quick look)
//   node scripts/bench.mjs student-import --compare this run against the last saved one
//   node scripts/bench.mjs --compare --no-run       the last two saved results of each section
//   node scripts/bench.mjs --list                   the sections
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = path.join(root, 'bench');
const lib = (name) => import(path.join(bench, 'lib', name));
const { sections } = await import(path.join(bench, 'index.mjs'));
const { heading, secs } = await lib('format.mjs');
const { figuresFor } = await lib('figures.mjs');
const { summarize, summaryTable, compareSummaries, compareTable } = await lib('summary.mjs');
const { QUIET_BELOW, waitForQuiet } = await lib('quiet.mjs');
const { saveRecord, readLatest, readHistory, summaryOf } = await lib('results.mjs');

const args = process.argv.slice(2);
const options = {};
const names = [];
for (const arg of args) {
  if (arg.startsWith('--')) {
    const [key, value] = arg.slice(2).split(/=(.*)/s);
    options[key] = value ?? true;
  } else names.push(arg);
}

const DEFAULT_QUIET_WAIT_S = 180;
const usage = () =>
  [
    'usage: npm run bench -- [section ...] [flags]   (or: node scripts/bench.mjs ...)',
    '  --runs=N            run each section N times (default 3; --runs=1 for a quick look)',
    "  --compare           print each figure's median against the last saved results",
    '  --compare --no-run  compare the last two saved results, run nothing',
    `  --quiet-wait[=S]    before each run wait up to S s (default ${DEFAULT_QUIET_WAIT_S}) for the 1-min load average < ${QUIET_BELOW}`,
    "  --no-build          reuse the builds left in .bench/ (runs 2..N always reuse run 1's)",
    '  --screenshots       save what the browser showed into .bench/<section>/',
    '  --list              the sections',
    '  (other --flags go to the sections, e.g. exam-rush --students=500;',
    '   exam-rush --processes=2 --db=postgres: two API processes behind a round-robin proxy)',
    'sections:',
    ...sections.map((s) => `  ${s.name.padEnd(16)} ${s.title}`),
  ].join('\n');
if (options.help || options.h) {
  console.log(usage());
  process.exit(0);
}
if (options.list) {
  for (const s of sections) console.log(`${s.name}\t${s.title}`);
  process.exit(0);
}
const fail = (text) => {
  console.error(`${text}\n${usage()}`);
  process.exit(2);
};
if (options['no-run'] && !options.compare) fail('--no-run goes with --compare');
const unknown = names.filter((n) => !sections.some((s) => s.name === n));
if (unknown.length) fail(`Unknown bench section: ${unknown.join(', ')}`);
const runs = options.runs === true ? NaN : Number(options.runs ?? 3);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs takes a whole number of at least 1, not ${options.runs}`);
const quietWaitS = options['quiet-wait'] === true ? DEFAULT_QUIET_WAIT_S : Number(options['quiet-wait'] ?? 0);
if (!(quietWaitS >= 0)) fail(`--quiet-wait takes seconds, not ${options['quiet-wait']}`);
// exam-rush --processes=N: the API processes share one database, which PGlite (embedded) cannot be.
const processes = options.processes === true ? NaN : Number(options.processes ?? 1);
if (!Number.isInteger(processes) || processes < 1) fail(`--processes takes a whole number of at least 1, not ${options.processes}`);
if (processes > 1 && options.db !== 'postgres')
  fail(`--processes=${processes} runs the API processes on one PostgreSQL database: add --db=postgres`);
const chosen = names.length ? sections.filter((s) => names.includes(s.name)) : sections;

/** Prints the change of each figure from an earlier record to a later summary. */
function printComparison(before, after, afterLabel) {
  console.log(
    `\nchange against ${before.at} (commit ${before.commit || '?'}${before.dirty ? ' + uncommitted changes' : ''}) → ${afterLabel}:`,
  );
  console.log(compareTable(compareSummaries(summaryOf(before), after)));
}

if (options.compare && options['no-run']) {
  for (const section of chosen) {
    const history = readHistory(root, section.name);
    console.log(heading(`${section.name}: ${section.title}`));
    if (history.length < 2) console.log(`needs two saved results in .bench/results/history/, has ${history.length}`);
    else {
      const [before, after] = history.slice(-2);
      printComparison(
        before,
        summaryOf(after),
        `${after.at} (commit ${after.commit || '?'}${after.dirty ? ' + uncommitted changes' : ''})`,
      );
    }
  }
  process.exit(0);
}

const git = (...a) => {
  try {
    return execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};
const commit = git('rev-parse', '--short', 'HEAD');
const dirty = git('status', '--porcelain', '--', 'src', 'server', 'index.html', 'vite.config.ts', 'package.json', 'bench') !== '';

let browser;
let launching;
const getBrowser = async () => {
  if (!launching) {
    const { launchChromium } = await lib('browser.mjs');
    launching = launchChromium().then((b) => (browser = b));
  }
  return launching;
};

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** With --quiet-wait, waits for a quiet machine and says how long; answers the seconds waited. */
async function quietWait() {
  if (!quietWaitS) return 0;
  const waited = await waitForQuiet({
    timeoutMs: quietWaitS * 1000,
    onPoll: (reading, waitedMs) =>
      console.error(
        `  [quiet-wait ${secs(waitedMs)}] load average ${reading.toFixed(2)} ≥ ${QUIET_BELOW}, waiting (up to ${quietWaitS} s)`,
      ),
  });
  if (waited.quiet)
    console.log(`waited ${secs(waited.waitedMs)} for a quiet machine: load average ${waited.from.toFixed(2)} → ${waited.to.toFixed(2)}`);
  else
    console.log(
      `gave up waiting after ${secs(waited.waitedMs)}: load average ${waited.from.toFixed(2)} → ${waited.to.toFixed(2)}, still ≥ ${QUIET_BELOW}; running anyway`,
    );
  return waited.waitedMs / 1000;
}

/** Runs a section `runs` times; prints and saves its summary. Throws if the first run breaks. */
async function runSection(section) {
  const dir = path.join(root, '.bench', section.name);
  fs.mkdirSync(dir, { recursive: true });
  const previous = options.compare ? readLatest(root, section.name) : null;
  const sectionStart = Date.now();
  const done = [];
  const figureRuns = [];
  let broke;
  console.log(heading(`${section.name}: ${section.title}`));
  for (let i = 0; i < runs; i++) {
    const waitedSeconds = await quietWait();
    const load1 = os.loadavg()[0];
    console.log(`\n-- run ${i + 1}/${runs} of ${section.name}: load average ${load()} (1, 5, 15 min) on ${os.cpus().length} cores`);
    const runStart = Date.now();
    const ctx = {
      root,
      bench,
      dir,
      // Runs after the first measure what the first built: none of them may rebuild.
      options: i === 0 ? options : { ...options, 'no-build': true },
      print: (text) => console.log(text),
      log: (text) => console.error(`  [${section.name} run ${i + 1} ${secs(Date.now() - runStart)}] ${text}`),
      browser: getBrowser,
    };
    try {
      const result = await section.run(ctx);
      done.push({ at: new Date().toISOString(), seconds: (Date.now() - runStart) / 1000, load1, waitedSeconds, result });
      figureRuns.push(figuresFor(section.name, result));
    } catch (error) {
      broke = error;
      console.error(`\n${section.name} run ${i + 1} broke: ${error?.stack ?? error}`);
      break;
    }
  }
  if (!done.length) throw broke;
  const summary = summarize(figureRuns);
  console.log(heading(`${section.name}: ${done.length} run${done.length > 1 ? 's' : ''}${broke ? ` (of ${runs}: a run broke)` : ''}`));
  if (summary.length) console.log(summaryTable(summary));
  else console.log(`(no figures: bench/lib/figures.mjs has no mapping for ${section.name}, or found none in what it returned)`);
  console.log(
    `load average (1 min) before each run: ${done.map((r) => r.load1.toFixed(2)).join(', ')} on ${os.cpus().length} cores${quietWaitS ? `; waited ${done.map((r) => `${r.waitedSeconds.toFixed(0)} s`).join(', ')}` : ''}`,
  );
  const record = {
    section: section.name,
    at: new Date().toISOString(),
    commit,
    dirty,
    node: process.version,
    cores: os.cpus().length,
    seconds: (Date.now() - sectionStart) / 1000,
    runs: done.map(({ result, ...run }) => run),
    result: done.at(-1).result,
    summary,
  };
  const saved = saveRecord(root, record);
  if (options.compare) {
    if (previous) printComparison(previous, summary, 'this run');
    else console.log('\n(--compare: no saved results of this section yet)');
  }
  console.log(
    `\n(${section.name}: ${secs(Date.now() - sectionStart)}; saved in ${path.relative(root, saved.latest)} and ${path.relative(root, saved.history)})`,
  );
  if (broke) throw broke;
}

const started = Date.now();
console.log(
  `bench: ${chosen.map((s) => s.name).join(', ')} × ${runs} run${runs > 1 ? 's' : ''} — ${new Date().toISOString()}, commit ${commit || '?'}${dirty ? ' + uncommitted changes' : ''}, node ${process.version}, ${os.cpus().length} cores`,
);
let failed = 0;
try {
  for (const section of chosen) {
    try {
      await runSection(section);
    } catch (error) {
      failed++;
      console.error(`\n${section.name} broke: ${error?.message ?? error}`);
    }
  }
} finally {
  await browser?.close().catch(() => {});
}
console.log(`\nbench done in ${secs(Date.now() - started)}${failed ? `; ${failed} section(s) broke` : ''}`);
process.exit(failed ? 1 : 0);
