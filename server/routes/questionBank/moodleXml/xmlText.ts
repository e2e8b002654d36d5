/*
 * Texts written into the XML the way qformat_xml::xml_escape writes them: as they are when they
 * hold nothing XML would read as markup, else in a CDATA section, where a `]]>` in the text is
 * split across two sections (`]]]]><![CDATA[>`) so that it cannot end the first early.
 */

/** Characters XML 1.0 does not allow at all (C0 controls but tab and line ends, lone surrogates, U+FFFE/U+FFFF): a file holding one would not import. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text as element content: plain, or a CDATA section when it holds `& < > " '`. */
export function xmlContent(text: string): string {
  const clean = text.replace(CONTROL, '').replace(LONE_SURROGATE, '');
  if (!/[&<>"']/.test(clean)) return clean;
  return `<![CDATA[${clean.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** `<text>…</text>` at an indent of two spaces a level, as Moodle's writetext. */
export function textElement(text: string, level: number): string {
  return `${'  '.repeat(level)}<text>${xmlContent(text)}</text>\n`;
}

/** An element holding a `<text>` and, when given, a format: `<questiontext format="html">`. */
export function textBlock(name: string, text: string, level: number, format?: string): string {
  const indent = '  '.repeat(level);
  const open = format === undefined ? `<${name}>` : `<${name} format="${format}">`;
  return `${indent}${open}\n${textElement(text, level + 1)}${indent}</${name}>\n`;
}
