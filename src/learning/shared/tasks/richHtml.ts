/*
 * The rich text of a task's text blocks, as the browser shows it. The server has already
 * reduced it to an inert subset (server/lib/sanitize.ts); this pass keeps to the same subset
 * once more before the HTML reaches the page, so a text that never went through the server (the
 * editor's preview) or an old row can carry nothing that runs: unknown tags lose their markup,
 * code-bearing ones lose their content too, and only the listed attributes with http(s),
 * mailto (links) or same-site addresses survive. It parses with DOMParser, whose documents run
 * no script and load nothing.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'blockquote', 'pre', 'code', 'kbd', 'samp',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'figure', 'figcaption',
]);

/** Dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math',
  'template', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'select', 'button', 'input', 'form',
  'link', 'meta', 'base', 'frame', 'frameset', 'applet', 'audio', 'video', 'source', 'track', 'canvas', 'head',
]);

const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  ol: new Set(['start']),
  th: new Set(['colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
};

/**
 * Whether an address may stay in an attribute: http(s) (and mailto for links), or a path of
 * this site. Browsers skip control characters and blanks inside a scheme ("java\tscript:"), so
 * those are removed before the scheme is read.
 */
export function safeAddress(value: string, options: { mailto?: boolean } = {}): string | null {
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

function cleanChildren(parent: Node, doc: Document): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      // Comments, processing instructions: gone.
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      // Keep the text of an unknown tag, without the tag.
      cleanChildren(element, doc);
      const fragment = doc.createDocumentFragment();
      while (element.firstChild) fragment.appendChild(element.firstChild);
      element.replaceWith(fragment);
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag];
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!allowed?.has(name)) {
        element.removeAttribute(attribute.name);
        continue;
      }
      if (name === 'href' || name === 'src') {
        const address = safeAddress(attribute.value, { mailto: tag === 'a' });
        if (address === null) element.removeAttribute(attribute.name);
        else element.setAttribute(name, address);
      }
    }
    if (tag === 'a') {
      // A link opens elsewhere and gives the target no handle on this page.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (tag === 'img' && !element.hasAttribute('src')) {
      element.remove();
      continue;
    }
    cleanChildren(element, doc);
  }
}

/** The HTML reduced to the inert subset the server keeps. */
export function cleanRichHtml(html: string): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return escapeText(html);
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  cleanChildren(doc.body, doc);
  return doc.body.innerHTML;
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
