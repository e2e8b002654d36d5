import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from '../../src/api/richText.js';

/*
 * Rich text that instructors write and students' browsers render. The allow-list is shared with
 * the browser's second pass (src/api/richText.ts). Only a small, inert subset
 * of HTML survives: formatting, lists, tables, headings, links and images. Everything that can
 * run code is dropped: <script>, <style>, <iframe>, <svg>, <math>, <object>, forms, every
 * event handler and style attribute, and any URL whose scheme is not http(s) (or mailto for
 * links), so javascript:, vbscript: and data: never reach an attribute.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [
      tag,
      // target and rel are added by the transform, after the attribute filter has run.
      tag === 'a' ? [...names, ...Object.keys(RICH_TEXT_LINK_TARGET)] : [...names],
    ]),
  ),
  // No style or class attribute at all: no CSS-based attack, no look-alike phishing overlays.
  allowedStyles: {},
  allowedClasses: {},
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'srcset', 'poster', 'background', 'xlink:href'],
  allowProtocolRelative: false,
  // Drop the tag and what it holds for code-bearing elements; keep the text of other unknown tags.
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...RICH_TEXT_LINK_TARGET } }),
  },
};

/** Rich text reduced to the inert subset above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether an address is absolute http(s) (or mailto, when allowed) with nothing that could run. */
export function isSafeUrl(text: string, options: { mailto?: boolean } = {}): boolean {
  // eslint-disable-next-line no-control-regex -- a control character in an address is how a link hides what it runs.
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
