// `npm run bench [-- section ... --flags]`: runs the bench sections in bench/ (all, or the
// named ones) and prints their figures as tables. It prints figures, not verdicts: the exit
// code is non-zero only when a section itself breaks (a build fails, a page never renders).
//
//   node scripts/bench.mjs                 every section
//   node scripts/bench.mjs login-size      one section
//   node scripts/bench.mjs --list          the sections
//   flags: --no-build (reuse the builds left in .bench/), --screenshots (save what the
//          browser showed into .bench/<section>/)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = path.join(root, 'bench');
const { sections } = await import(path.join(bench, 'index.mjs'));
const { heading, secs } = await import(path.join(bench, 'lib', 'format.mjs'));

const args = process.argv.slice(2);
const options = {};
const names = [];
for (const arg of args) {
  if (arg.startsWith('--')) {
    const [key, value] = arg.slice(2).split(/=(.*)/s);
    options[key] = value ?? true;
  } else names.push(arg);
}

const usage = () =>
  `usage: npm run bench -- [section ...] [--no-build] [--screenshots]   (or: node scripts/bench.mjs ...)\nsections:\n${sections.map((s) => `  ${s.name.padEnd(16)} ${s.title}`).join('\n')}`;
if (options.help || options.h) {
  console.log(usage());
  process.exit(0);
}
if (options.list) {
  for (const s of sections) console.log(`${s.name}\t${s.title}`);
  process.exit(0);
}
const unknown = names.filter((n) => !sections.some((s) => s.name === n));
if (unknown.length) {
  console.error(`Unknown bench section: ${unknown.join(', ')}\n${usage()}`);
  process.exit(2);
}
const chosen = names.length ? sections.filter((s) => names.includes(s.name)) : sections;

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
    const { launchChromium } = await import(path.join(bench, 'lib', 'browser.mjs'));
    launching = launchChromium().then((b) => (browser = b));
  }
  return launching;
};

const started = Date.now();
console.log(`bench: ${chosen.map((s) => s.name).join(', ')} — ${new Date().toISOString()}, commit ${commit || '?'}${dirty ? ' + uncommitted changes' : ''}, node ${process.version}`);
let failed = 0;
try {
  for (const section of chosen) {
    const dir = path.join(root, '.bench', section.name);
    fs.mkdirSync(dir, { recursive: true });
    const sectionStart = Date.now();
    console.log(heading(`${section.name}: ${section.title}`));
    const ctx = {
      root,
      bench,
      dir,
      options,
      print: (text) => console.log(text),
      log: (text) => console.error(`  [${section.name} ${secs(Date.now() - sectionStart)}] ${text}`),
      browser: getBrowser,
    };
    try {
      const result = await section.run(ctx);
      const resultsDir = path.join(root, '.bench', 'results');
      fs.mkdirSync(resultsDir, { recursive: true });
      const record = { section: section.name, at: new Date().toISOString(), commit, dirty, seconds: (Date.now() - sectionStart) / 1000, result };
      fs.writeFileSync(path.join(resultsDir, `${section.name}.json`), `${JSON.stringify(record, null, 2)}\n`);
      console.log(`\n(${section.name}: ${secs(Date.now() - sectionStart)}; figures saved in .bench/results/${section.name}.json)`);
    } catch (error) {
      failed++;
      console.error(`\n${section.name} broke: ${error?.stack ?? error}`);
    }
  }
} finally {
  await browser?.close().catch(() => {});
}
console.log(`\nbench done in ${secs(Date.now() - started)}${failed ? `; ${failed} section(s) broke` : ''}`);
process.exit(failed ? 1 : 0);
