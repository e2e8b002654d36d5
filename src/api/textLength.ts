/*
 * How long a text is, counted as a person sees it: one grapheme cluster per character, so an
 * emoji, a flag or a letter with its accents is one character, not the two or more UTF-16 units
 * String.length counts. Both the forms' limits and the server's maxLength checks count this way,
 * so a name the form accepts is never refused by the server, and 60 emoji are 60 characters.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Texts are segmented a slice at a time: on Node 20's ICU each step through one long string
 * costs time in proportion to the whole string, so 80,000 letters took 30 s in one piece and
 * 0.1 s in slices — a long essay or question text must not hold the server for minutes. A
 * slice's last cluster may go on past its end, so the next slice starts at that cluster
 * (a boundary the rules of UAX #29 have settled, as they look back only within a cluster).
 */
const SLICE = 1024;

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** The number of characters a person sees in the text. */
export function textLength(text: string): number {
  let count = 0;
  let start = 0;
  let size = SLICE;
  while (start < text.length) {
    if (start + size >= text.length) {
      for (const _ of segmenter.segment(text.slice(start))) count++;
      break;
    }
    // Never between the two halves of a surrogate pair: a lone half would end the cluster before it.
    const end = isHighSurrogate(text.charCodeAt(start + size - 1)) ? start + size - 1 : start + size;
    let clusters = 0;
    let lastStart = 0;
    for (const { index } of segmenter.segment(text.slice(start, end))) {
      clusters++;
      lastStart = index;
    }
    // One cluster fills the whole slice (a letter with endless marks): look further.
    if (clusters === 1) {
      size *= 2;
      continue;
    }
    count += clusters - 1;
    start += lastStart;
    size = SLICE;
  }
  return count;
}

/**
 * UTF-16 units one character may take at most here: the longest emoji sequences (a family, a
 * flag with its tags) take 11–14. One letter with endless combining marks is one grapheme of any
 * length, so without this cap a "3-character" name could be kilobytes long (too big for an index).
 */
export const MAX_UNITS_PER_CHARACTER = 16;

/** Whether the text has at most `max` characters as a person counts them (and no absurd run of marks). */
export function fitsLength(text: string, max: number): boolean {
  // Every character is at least one UTF-16 unit: a text no longer than the limit in units needs no segmenting.
  if (text.length <= max) return true;
  return text.length <= max * MAX_UNITS_PER_CHARACTER && textLength(text) <= max;
}
