import type { TextFormat } from '../../../../src/api/questionBank.js';
import { escapeHtml } from '../../../lib/htmlEscape.js';
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

/**
 * A feedback from an element in Moodle's format `from`, as the bank keeps it: in the question's
 * format `to` (feedback follows its question, as in GIFT). HTML into a text format becomes the
 * text it shows; a text format into HTML is escaped, its line breaks kept.
 */
export function feedbackText(text: string, from: string | undefined, to: TextFormat): string {
  const source = textFormat(from);
  if (source === to || (source !== 'html' && to !== 'html')) return text;
  return source === 'html' ? htmlToPlain(text) : escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** A text the bank keeps as plain text, from an element in `format`. */
export function plainText(text: string, format: string | undefined): string {
  return format?.trim() === 'html' ? htmlToPlain(text) : text;
}
