import type { TextFormat } from '../../../../src/api/questionBank.js';
import { escapeHtml } from '../../../lib/htmlEscape.js';
import { htmlToPlain } from '../plainText.js';

/*
 * GIFT's escapes and text formats, both ways. A backslash takes the special meaning away from
 * ~ = # { } : and `\n` is a line break. Like Moodle's qformat_gift, the parser first swaps every
 * escaped character for a placeholder, so splitting on `~`, `=`, `#` and the braces never sees
 * them, and swaps the placeholders back in each finished piece. The placeholders are Unicode
 * noncharacters (U+FDD0…), which the standard reserves for a program's internal use: no text
 * a person writes holds them.
 */

const ESCAPED: ReadonlyArray<[escape: string, char: string, placeholder: string]> = [
  ['\\:', ':', '\uFDD0'],
  ['\\#', '#', '\uFDD1'],
  ['\\=', '=', '\uFDD2'],
  ['\\{', '{', '\uFDD3'],
  ['\\}', '}', '\uFDD4'],
  ['\\~', '~', '\uFDD5'],
  ['\\n', '\n', '\uFDD6'],
];
const BACKSLASH = '\uFDD7';

/** The text with every escape swapped for its placeholder (`\\` first, so `\\n` stays a backslash and an n). */
export function protect(text: string): string {
  let out = text.replaceAll('\\\\', BACKSLASH);
  for (const [escape, , placeholder] of ESCAPED) out = out.replaceAll(escape, placeholder);
  return out;
}

/** The text with the placeholders back as the characters they stand for. */
export function restore(text: string): string {
  let out = text.replaceAll(BACKSLASH, '\\');
  for (const [, char, placeholder] of ESCAPED) out = out.replaceAll(placeholder, char);
  return out;
}

/** The text written so that GIFT reads it back as it is: Moodle's repchar (line breaks become `\n`, carriage returns go). */
export function escapeGift(text: string): string {
  return text.replace(/[\\#=~{}:\r\n]/g, (char) => (char === '\n' ? '\\n' : char === '\r' ? '' : `\\${char}`));
}

const FORMAT_NAMES: ReadonlySet<string> = new Set<TextFormat>(['moodle', 'html', 'plain', 'markdown']);

/**
 * A protected piece of text read as Moodle's parse_text_with_format does: a leading `[html]`,
 * `[moodle]`, `[plain]` or `[markdown]` names its format (any other `[…]` is text), the rest
 * is trimmed and unescaped.
 */
export function withFormat(text: string, defaultFormat: TextFormat): { text: string; format: TextFormat } {
  const trimmed = text.trim();
  const match = /^\[([a-z]+)\]/.exec(trimmed);
  if (match && FORMAT_NAMES.has(match[1])) return { text: restore(trimmed.slice(match[0].length)).trim(), format: match[1] as TextFormat };
  return { text: restore(trimmed).trim(), format: defaultFormat };
}

/** A piece of text of a question in the given format, unescaped; a `[format]` of its own is dropped (our answers have none). */
export function plainPiece(text: string, format: TextFormat): string {
  return withFormat(text, format).text;
}

/**
 * An answer's or a pair's text. The bank keeps those as plain text, as a Moodle XML import does
 * (moodleXml/textFormats.ts): in an HTML question the piece is the text its markup shows, so no
 * literal tag ever reaches a student. Feedback stays in the question's format (plainPiece).
 */
export function answerPiece(text: string, format: TextFormat): string {
  const piece = plainPiece(text, format);
  return format === 'html' ? htmlToPlain(piece) : piece;
}

/** A plain answer piece written into a question of `format`: HTML's markup characters as entities, so answerPiece reads it back as it was. */
export function writeAnswerText(text: string, format: TextFormat): string {
  return writeText(format === 'html' ? escapeHtml(text) : text, format, format);
}

/**
 * A text written for GIFT with its format prefix: only where the format differs from the one
 * the reader assumes, or where the text itself starts with `[` (which the reader would
 * otherwise take for a format).
 */
export function writeText(text: string, format: TextFormat, assumed: TextFormat): string {
  const prefix = format !== assumed || text.startsWith('[') ? `[${format}]` : '';
  return prefix + escapeGift(text);
}
