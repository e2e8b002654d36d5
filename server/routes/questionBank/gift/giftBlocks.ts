/*
 * A GIFT file cut into its pieces, as Moodle's importer reads it: lines trimmed, a blank line
 * ends a question, a line starting with `//` is a comment wherever it stands (it does not end
 * the question around it), and a `$CATEGORY:` line puts the questions after it into a category.
 */

/** A question's lines (comments left out) and the 1-based line of the file where it starts. */
export interface GiftBlock {
  line: number;
  text: string;
}

export type GiftPiece = ({ kind: 'question' } & GiftBlock) | { kind: 'category'; line: number; path: string[] };

const CATEGORY = '$CATEGORY:';

/** The file's text without a byte order mark, with `\n` for every kind of line end (Windows', old Macs'). */
function normalized(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * The pieces of the file in order. A `$CATEGORY:` line is a piece of its own even when a
 * question follows it without a blank line (Moodle would read that question as part of the
 * category's name; its own export always leaves the blank line).
 */
export function giftPieces(file: string): GiftPiece[] {
  const pieces: GiftPiece[] = [];
  let current: { line: number; lines: string[] } | null = null;
  const close = () => {
    if (current) pieces.push({ kind: 'question', line: current.line, text: current.lines.join('\n') });
    current = null;
  };
  normalized(file)
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!line) return close();
      if (line.startsWith('//')) return;
      if (!current && line.startsWith(CATEGORY)) {
        pieces.push({ kind: 'category', line: index + 1, path: categoryPath(line.slice(CATEGORY.length)) });
        return;
      }
      current ??= { line: index + 1, lines: [] };
      current.lines.push(line);
    });
  close();
  return pieces;
}

/**
 * The category names of a `$CATEGORY:` path, from the top. Moodle writes
 * `$course$/top/Default for X/sub`: the context (`$course$`, `$system$`, `$cat$`, `$module$`)
 * and its `top` are where Moodle keeps the bank, not names the user gave, so they go. In a
 * name, `//` stands for a slash.
 */
export function categoryPath(written: string): string[] {
  const names = written
    .trim()
    .replace(/^\$[a-z]+\$(\/|$)/, '')
    .split(/(?<!\/)\/(?!\/)/)
    .map((name) => name.replaceAll('//', '/').trim())
    .filter((name) => name !== '');
  return names[0] === 'top' ? names.slice(1) : names;
}

/** A `$CATEGORY:` line Moodle reads into the course's bank; the empty path is the course's top (our default category). */
export function categoryLine(path: string[]): string {
  return `${CATEGORY} ${['$course$', 'top', ...path.map((name) => name.replaceAll('/', '//'))].join('/')}`;
}
