import { XMLParser, XMLValidator } from 'fast-xml-parser';

/*
 * A Moodle XML file read into plain objects by fast-xml-parser, and the few ways the reader looks
 * into them. The parser is lenient (it takes `<a></b>`), so the text is first checked by its
 * validator; the parser itself refuses external entities, so a DOCTYPE cannot make it read a file
 * or a URL (XXE), and it caps the expansion of internal ones.
 */

/** An element: its children by name, attributes as `@_name`, its text as `#text`; a leaf without attributes is its text. */
export type XmlNode = string | { [key: string]: unknown };

const ATTRIBUTE = '@_';
const TEXT = '#text';

/** Elements Moodle repeats within one parent; the parser makes lists of them even when there is one. */
const REPEATED = new Set(['question', 'answer', 'subquestion']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE,
  textNodeName: TEXT,
  // Numbers stay text: "1.0000000" or "0x10" are read by the rules of each field, not guessed.
  parseTagValue: false,
  parseAttributeValue: false,
  // Moodle trims each text it reads; the reader does too, after CDATA and text are joined.
  trimValues: false,
  // Without it the parser leaves XML's numeric references (`&#1041;`) undecoded.
  htmlEntities: true,
  captureMetaData: true,
  isArray: (name) => REPEATED.has(name),
});

const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

export type XmlRead = { root: Record<string, unknown> } | { error: string; line: number };

/** The parsed document, or why it is not well-formed XML and on which line. */
export function readXml(text: string): XmlRead {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { error: valid.err.msg, line: valid.err.line };
  try {
    return { root: parser.parse(text) as Record<string, unknown> };
  } catch (error) {
    // An external entity, or internal ones past the parser's expansion limits.
    return { error: error instanceof Error ? error.message : String(error), line: 1 };
  }
}

/** Offset of the element's `<` in the text the parser was given. */
export function startOffset(node: XmlNode): number {
  if (typeof node === 'string') return 0;
  const meta = (node as Record<symbol, { startIndex?: number } | undefined>)[META];
  return meta?.startIndex ?? 0;
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** Every child element of that name, in file order. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const value = node[name];
  if (Array.isArray(value)) return value.filter(isNode);
  return isNode(value) ? [value] : [];
}

/** The first child element of that name (Moodle's getpath takes index 0 too). */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  const value = node[ATTRIBUTE + name];
  return typeof value === 'string' ? value : undefined;
}

/** The element's own text (CDATA included), trimmed as Moodle trims it; '' when missing. */
export function ownText(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.trim();
  const value = node[TEXT];
  return typeof value === 'string' ? value.trim() : '';
}

/** The text of `<name><text>…</text></name>`, Moodle's usual wrapping of a text field. */
export function wrappedText(node: XmlNode | undefined, name: string): string {
  return ownText(child(child(node, name), 'text'));
}
