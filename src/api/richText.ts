/*
 * The one allow-list of rich text (task text blocks): what the server keeps when it stores it
 * (server/lib/sanitize.ts, sanitize-html) and what the browser keeps once more before showing
 * it (src/learning/shared/tasks/richHtml.ts, DOMPurify). Only an inert subset survives:
 * formatting, lists, tables, headings, links and images; no style or class attribute, no event
 * handler, and addresses only http(s) (and mailto for links).
 */

export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'kbd',
  'samp',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
];

/** The attributes each tag may keep; every other attribute of every tag is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * Tags dropped with everything inside them (code, embedded documents, form controls); other
 * unknown tags lose only their markup and keep their text.
 */
export const RICH_TEXT_DROPPED_TAGS: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** URL schemes an href may use; an img src only http(s). */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
export const RICH_TEXT_IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

/** What every link gets: it opens elsewhere and gives the target no handle on this page. */
export const RICH_TEXT_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
