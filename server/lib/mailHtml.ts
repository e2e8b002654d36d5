import { escapeHtml as escape } from './htmlEscape.js';

/*
 * The HTML part of an email, made from its text so the two never say different things: the
 * text is escaped (task names and comments are people's words), blank lines make paragraphs,
 * single line breaks stay, and web addresses become links. Mail clients strip <style> blocks,
 * so the little styling there is sits inline. Lines wrap between words only (some clients
 * default to breaking anywhere, which cuts words on a phone); a token longer than the line, an
 * address above all, may break inside itself, and only then.
 */

/** Words wrap whole; a word wider than the line alone breaks. */
const TEXT_WRAP = 'word-break:normal;overflow-wrap:break-word;hyphens:manual';
/** An address has no word to keep whole: it breaks wherever the line ends. */
const LINK_WRAP = 'overflow-wrap:anywhere;word-break:break-all';

// An address ends before whitespace, and before closing punctuation that ends a sentence.
const URL = /https?:\/\/[^\s<>"']+?(?=[.,;:!?)\]]*(?:\s|$))/g;

function paragraph(block: string): string {
  const lines = block.split('\n').map((line) => {
    let html = '';
    let last = 0;
    for (const match of line.matchAll(URL)) {
      html += escape(line.slice(last, match.index));
      const href = escape(match[0]);
      html += `<a href="${href}" style="${LINK_WRAP}">${href}</a>`;
      last = match.index + match[0].length;
    }
    return html + escape(line.slice(last));
  });
  return `<p style="margin:0 0 1em;${TEXT_WRAP}">${lines.join('<br>\n')}</p>`;
}

/** The email's HTML, from its plain text. */
export function mailHtml(text: string): string {
  const blocks = text
    .trim()
    .split(/\n{2,}/)
    .filter((block) => block.trim());
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    `<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;max-width:40em;${TEXT_WRAP}">`,
    ...blocks.map(paragraph),
    '</body></html>',
    '',
  ].join('\n');
}
