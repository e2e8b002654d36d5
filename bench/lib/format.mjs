// Plain-text tables and number formats shared by every bench section.

/** 1234567 -> "1,234,567". */
export const int = (n) => (n == null ? '–' : Math.round(n).toLocaleString('en-US'));

/** Bytes as KiB with one decimal: 1536 -> "1.5". */
export const kib = (n) => (n == null ? '–' : (n / 1024).toFixed(1));

/** A ratio with two decimals and a times sign: 0.734 -> "0.73×". */
export const ratio = (a, b) => (a == null || !b ? '–' : `${(a / b).toFixed(2)}×`);

/** A share as a percentage: (1, 4) -> "25.0%". */
export const pct = (part, whole) => (!whole ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

/** Milliseconds as seconds: 3671 -> "3.7 s". */
export const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A table as text. columns: [{ title, align: 'left' | 'right' }] (numbers align right by
 * default); rows: arrays of cells (strings or numbers; numbers are formatted with int()).
 * A row that is the string '-' draws a rule (e.g. before a total line).
 */
export function table(columns, rows) {
  const cells = rows.map((row) => (row === '-' ? row : row.map((c) => (typeof c === 'number' ? int(c) : String(c ?? '')))));
  const widths = columns.map((col, i) => Math.max(col.title.length, ...cells.filter((r) => r !== '-').map((r) => r[i].length)));
  const align = (text, i) => {
    const left = (columns[i].align ?? (i === 0 ? 'left' : 'right')) === 'left';
    return left ? text.padEnd(widths[i]) : text.padStart(widths[i]);
  };
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const lines = [
    columns
      .map((c, i) => align(c.title, i))
      .join('  ')
      .trimEnd(),
    rule,
  ];
  for (const row of cells) lines.push(row === '-' ? rule : row.map(align).join('  ').trimEnd());
  return lines.join('\n');
}

/** A section's heading line. */
export const heading = (text) => `\n${text}\n${'='.repeat(text.length)}`;

/** A sub-heading inside a section. */
export const subheading = (text) => `\n${text}`;
