// Figures over several runs of a section (min, median, max, against the target) and the change
// of each median against a saved summary. One run on a shared 2-core machine can be off by tens
// of percent; the spread of three shows whether a change is more than that noise. Pure: no I/O.
import { table } from './format.mjs';

/** The median of numbers (mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Does value meet target (at most it when lower is better, at least it otherwise)? null: no target. */
export function meets(value, target, lowerIsBetter) {
  if (target == null || value == null) return null;
  return lowerIsBetter === false ? value >= target : value <= target;
}

/**
 * runs: one figure list per run (bench/lib/figures.mjs). Answers one row per figure name, in
 * the order first seen: { name, unit, lowerIsBetter, target, values (one per run, null where
 * that run lacked it), min, median, max, meets }. The target is the last run's (a target may
 * itself be measured, e.g. the bare app's bytes).
 */
export function summarize(runs) {
  const rows = new Map();
  runs.forEach((figures, i) => {
    for (const f of figures) {
      if (!rows.has(f.name))
        rows.set(f.name, { name: f.name, unit: f.unit, lowerIsBetter: f.lowerIsBetter, target: null, values: runs.map(() => null) });
      const row = rows.get(f.name);
      row.values[i] = f.value;
      if (f.target != null) row.target = f.target;
    }
  });
  return [...rows.values()].map((row) => {
    const present = row.values.filter((v) => v != null);
    const mid = median(present);
    return { ...row, min: Math.min(...present), median: mid, max: Math.max(...present), meets: meets(mid, row.target, row.lowerIsBetter) };
  });
}

/**
 * Each figure's median before and after, matched by name: { name, unit, before, after (the
 * medians, null when the figure is new or gone), changePct, verdict }. verdict: 'same'; 'within
 * noise' when the two runs' min..max ranges overlap; else 'WORSE' or 'better' by lowerIsBetter
 * ('changed' for a reference figure); 'new' or 'gone'.
 */
export function compareSummaries(before, after) {
  const old = new Map(before.map((row) => [row.name, row]));
  const rows = after.map((a) => {
    const b = old.get(a.name);
    old.delete(a.name);
    if (!b) return { name: a.name, unit: a.unit, before: null, after: a.median, changePct: null, verdict: 'new' };
    const changePct = b.median === a.median ? 0 : b.median ? (100 * (a.median - b.median)) / Math.abs(b.median) : null;
    let verdict;
    if (a.median === b.median) verdict = 'same';
    else if (a.min <= b.max && b.min <= a.max) verdict = 'within noise';
    else if (a.lowerIsBetter == null) verdict = 'changed';
    else verdict = a.median > b.median === a.lowerIsBetter ? 'WORSE' : 'better';
    return { name: a.name, unit: a.unit, before: b.median, after: a.median, changePct, verdict };
  });
  for (const b of old.values()) rows.push({ name: b.name, unit: b.unit, before: b.median, after: null, changePct: null, verdict: 'gone' });
  return rows;
}

/** A figure's value as text for its unit. */
export function formatValue(value, unit) {
  if (value == null) return '–';
  if (unit === 'B') return Math.round(value).toLocaleString('en-US');
  if (unit === 'ms') return value < 10 ? value.toFixed(2) : value.toFixed(1);
  if (unit === 's' || unit === '×') return value.toFixed(2);
  if (unit === 'KiB') return value.toFixed(1);
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1);
}

/** (max - min) / median as a percentage: how much the runs disagree. */
const spread = (row) =>
  row.values.filter((v) => v != null).length < 2 || !row.median
    ? '–'
    : `${((100 * (row.max - row.min)) / Math.abs(row.median)).toFixed(0)}%`;

/** The summary as a table: figure, unit, min, median, max, spread, target, whether the median meets it. */
export function summaryTable(summary) {
  return table(
    [
      { title: 'figure', align: 'left' },
      { title: 'unit', align: 'left' },
      { title: 'min' },
      { title: 'median' },
      { title: 'max' },
      { title: 'spread' },
      { title: 'target' },
      { title: 'median meets', align: 'left' },
    ],
    summary.map((r) => [
      r.name,
      r.unit,
      formatValue(r.min, r.unit),
      formatValue(r.median, r.unit),
      formatValue(r.max, r.unit),
      spread(r),
      r.target == null ? '' : `${r.lowerIsBetter === false ? '≥' : '≤'} ${formatValue(r.target, r.unit)}`,
      r.meets == null ? '' : r.meets ? 'yes' : 'NO',
    ]),
  );
}

/** The comparison as a table: figure, unit, median before → after, change in %, verdict. */
export function compareTable(rows) {
  return table(
    [
      { title: 'figure', align: 'left' },
      { title: 'unit', align: 'left' },
      { title: 'median before' },
      { title: '→ after' },
      { title: 'change' },
      { title: 'verdict', align: 'left' },
    ],
    rows.map((r) => [
      r.name,
      r.unit,
      formatValue(r.before, r.unit),
      formatValue(r.after, r.unit),
      r.changePct == null ? '–' : `${r.changePct > 0 ? '+' : ''}${r.changePct.toFixed(1)}%`,
      r.verdict,
    ]),
  );
}
