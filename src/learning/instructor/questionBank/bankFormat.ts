import type { BankImportFormat } from '../../../api/questionBank';

/** A credit (-1…1) as a percentage, as Moodle shows it: 1 → "100%", -0.333 → "-33.3%". */
export function creditPercent(credit: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(credit);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}

/** The start of a question's text for its list row: tags dropped, blanks folded, cut at a word. */
export function textExcerpt(text: string, max = 140): string {
  const plain = text
    // A block's edge is a gap between words; an inline tag (<strong>) sits inside a word's sentence.
    .replace(/<\/?(p|br|div|li|ul|ol|h\d|tr|td|th|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : max)}…`;
}

/** The files each format is read from, for the file input's accept. */
export const IMPORT_ACCEPT: Record<BankImportFormat, string> = {
  gift: '.txt,.gift,text/plain',
  moodlexml: '.xml,application/xml,text/xml',
};
