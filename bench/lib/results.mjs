// The saved results of `npm run bench`: .bench/results/<section>.json holds the last record of
// each section, and .bench/results/history/<section>-<time>.json every record, so that
// `--compare` can set this run against the last one, or the last two against each other.
// A record: { section, at, commit, dirty, node, cores, seconds, runs: [{ at, seconds, load1,
// waitedSeconds }], result (the last run's returned JSON), summary (bench/lib/summary.mjs) }.
import fs from 'node:fs';
import path from 'node:path';
import { figuresFor } from './figures.mjs';
import { summarize } from './summary.mjs';

const dirOf = (root) => path.join(root, '.bench', 'results');
const historyOf = (root) => path.join(dirOf(root), 'history');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Writes the record as the section's last and into the history; answers both paths. */
export function saveRecord(root, record) {
  fs.mkdirSync(historyOf(root), { recursive: true });
  const text = `${JSON.stringify(record, null, 2)}\n`;
  const latest = path.join(dirOf(root), `${record.section}.json`);
  const history = path.join(historyOf(root), `${record.section}-${record.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(latest, text);
  fs.writeFileSync(history, text);
  return { latest, history };
}

/** The section's last saved record, or null. */
export function readLatest(root, section) {
  const file = path.join(dirOf(root), `${section}.json`);
  return fs.existsSync(file) ? readJson(file) : null;
}

/** The section's saved records, oldest first (the file names sort by time). */
export function readHistory(root, section) {
  if (!fs.existsSync(historyOf(root))) return [];
  const prefix = `${section}-`;
  return fs
    .readdirSync(historyOf(root))
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json') && /^\d/.test(f.slice(prefix.length)))
    .sort()
    .map((f) => readJson(path.join(historyOf(root), f)));
}

/** A record's summary; a record saved before summaries existed is summarised from its result. */
export const summaryOf = (record) => record.summary ?? summarize([figuresFor(record.section, record.result)]);
