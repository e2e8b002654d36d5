import type { TextFormat } from '../../../../src/api/questionBank.js';
import { htmlToPlain } from '../plainText.js';

/*
 * Moodle's names of text formats (qformat_xml::trans_format and get_format), and what becomes of
 * a text the bank keeps without a format: answers, pairs, items and their feedback are plain
 * text here, while Moodle 4 writes many of them as HTML (`<p dir="ltr">Paris</p>`). Shown as
 * written, that markup would reach students as literal tags, so such a text is read as the plain
 * text it displays.
 */

const FROM_MOODLE: Record<string, TextFormat> = {
  html: 'html',
  moodle_auto_format: 'moodle',
  plain_text: 'plain',
  markdown: 'markdown',
};

export const TO_MOODLE: Record<TextFormat, string> = {
  html: 'html',
  moodle: 'moodle_auto_format',
  plain: 'plain_text',
  markdown: 'markdown',
};

/** The bank's format of a Moodle format name; Moodle takes a missing or unknown one (wiki_like too) as HTML. */
export function textFormat(name: string | undefined): TextFormat {
  return FROM_MOODLE[(name ?? '').trim()] ?? 'html';
}

/** A text the bank keeps as plain text, from an element in `format`. */
export function plainText(text: string, format: string | undefined): string {
  return format?.trim() === 'html' ? htmlToPlain(text) : text;
}
