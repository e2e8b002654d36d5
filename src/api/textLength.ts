/*
 * How long a text is, counted as a person sees it: one grapheme cluster per character, so an
 * emoji, a flag or a letter with its accents is one character, not the two or more UTF-16 units
 * String.length counts. Both the forms' limits and the server's maxLength checks count this way,
 * so a name the form accepts is never refused by the server, and 60 emoji are 60 characters.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of characters a person sees in the text. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
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
