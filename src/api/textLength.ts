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

/** Whether the text has at most `max` characters as a person counts them. */
export function fitsLength(text: string, max: number): boolean {
  // Every character is at least one UTF-16 unit: a text no longer than the limit in units needs no segmenting.
  return text.length <= max || textLength(text) <= max;
}
