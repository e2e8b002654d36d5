/*
 * Texts as plain text: what an HTML fragment shows, and the name a question gets when its file
 * gives none (the start of its text, as Moodle's create_default_question_name does; Moodle keeps
 * up to 80 characters, 40 fit the bank's lists). Both import formats use these.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text between tags, a space for each tag or comment; scanned by hand, as a regular expression over many unclosed `<` takes quadratic time. */
function withoutTags(html: string): string {
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    const comment = html.startsWith('<!--', open);
    const close = comment ? html.indexOf('-->', open + 4) : html.indexOf('>', open + 1);
    if (close < 0) break;
    text += `${html.slice(at, open)} `;
    at = close + (comment ? 3 : 1);
  }
  return text + html.slice(at);
}

/** What an HTML fragment shows as text: tags dropped (each leaves a space), entities decoded, spaces single. */
export function htmlToPlain(html: string): string {
  return decodeEntities(withoutTags(html)).replace(/\s+/g, ' ').trim();
}

const NAME_LENGTH = 40;

/** A name for a question the file leaves unnamed: its text's first words, up to 40 characters ("…" marks a cut). */
export function defaultQuestionName(text: string): string {
  const plain = htmlToPlain(text);
  const chars = Array.from(plain);
  if (chars.length <= NAME_LENGTH) return plain;
  const cut = chars.slice(0, NAME_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > NAME_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
