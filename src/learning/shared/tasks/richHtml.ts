import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_TAGS, RICH_TEXT_LINK_TARGET, RICH_TEXT_TAGS } from '../../../api/richText';

/*
 * The rich text of a task's text blocks, as the browser shows it. The server has already
 * reduced it to an inert subset (server/lib/sanitize.ts); DOMPurify keeps to the same allow-list
 * (src/api/richText.ts) once more before the HTML reaches the page, so a text that never went
 * through the server (the editor's preview) or an old row can carry nothing that runs: unknown
 * tags lose their markup, code-bearing ones lose their content too, and only the listed
 * attributes of each tag, with http(s), mailto (links) or same-site addresses, survive.
 */

/**
 * Whether an address may stay in an attribute: http(s) (and mailto for links), or a path of
 * this site. Browsers skip control characters and blanks inside a scheme ("java\tscript:"), so
 * those are removed before the scheme is read.
 */
export function safeAddress(value: string, options: { mailto?: boolean } = {}): string | null {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme (java\0script:), so they go before it is read.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme) {
    if (scheme === 'http' || scheme === 'https') return compact;
    if (scheme === 'mailto' && options.mailto) return compact;
    return null;
  }
  // Without a scheme: only a path of this site, never //host (another site) or \\host.
  if (/^[/\\]{2}/.test(compact) || compact.startsWith('\\')) return null;
  return compact.startsWith('/') ? compact : null;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // Every attribute any tag may keep; the hook below narrows them to each tag's own list.
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_TAGS],
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | undefined;

/** A DOMPurify of its own, so its hooks never touch another user of the library. */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'href' || data.attrName === 'src') {
      const address = safeAddress(data.attrValue, { mailto: tag === 'a' });
      if (address === null) data.keepAttr = false;
      else data.attrValue = address;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') for (const [name, value] of Object.entries(RICH_TEXT_LINK_TARGET)) node.setAttribute(name, value);
    // An image with no address left shows only a broken icon.
    if (tag === 'img' && !node.hasAttribute('src')) node.remove();
  });
  purifier = instance;
  return instance;
}

/** The HTML reduced to the inert subset the server keeps. */
export function cleanRichHtml(html: string): string {
  if (!html) return '';
  // Without a DOM (never in a browser) nothing can be cleaned safely: show it as text.
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return escapeText(html);
  return richTextPurifier().sanitize(html, CONFIG);
}

/** Whether rich text says anything: some text, an image or a rule (an empty editor gives <p></p>). */
export function richTextHasContent(html: string): boolean {
  if (!html) return false;
  if (/<(img|hr)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}
