import sanitizeHtml from 'sanitize-html';

/*
 * Rich text that instructors write and students' browsers render. Only a small, inert subset
 * of HTML survives: formatting, lists, tables, headings, links and images. Everything that can
 * run code is dropped: <script>, <style>, <iframe>, <svg>, <math>, <object>, forms, every
 * event handler and style attribute, and any URL whose scheme is not http(s) (or mailto for
 * links), so javascript:, vbscript: and data: never reach an attribute.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'blockquote', 'pre', 'code', 'kbd', 'samp',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'figure', 'figcaption',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // No style or class attribute at all: no CSS-based attack, no look-alike phishing overlays.
  allowedStyles: {},
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'srcset', 'poster', 'background', 'xlink:href'],
  allowProtocolRelative: false,
  // Drop the tag and what it holds for code-bearing elements; keep the text of other unknown tags.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'xmp', 'noembed', 'noframes', 'plaintext'],
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  transformTags: {
    // A link opens elsewhere and gives the target no handle on this page.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};
// target and rel are added by the transform, after the attribute filter has run.
(OPTIONS.allowedAttributes as Record<string, string[]>).a.push('target', 'rel');

/** Rich text reduced to the inert subset above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether an address is absolute http(s) (or mailto, when allowed) with nothing that could run. */
export function isSafeUrl(text: string, options: { mailto?: boolean } = {}): boolean {
  if (text.length > 2048 || /[\s\u0000-\u001f]/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname.length > 0;
  return Boolean(options.mailto) && url.protocol === 'mailto:' && url.pathname.length > 0;
}
