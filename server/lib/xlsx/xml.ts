import { SaxesParser } from 'saxes';
import type { BoundedZip } from '../boundedZip.js';

/** The bytes are a zip, but not a workbook this reader understands (a part missing, bad XML). */
export class NotWorkbook extends Error {}

export interface XmlHandlers {
  /** An element opens; `name` is without its namespace prefix (`x:row` and `row` are one). */
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A streaming XML parser fed chunk by chunk (saxes: no DTD processing, so no entity expansion
 * to blow up). Malformed XML throws NotWorkbook.
 */
export function xmlStream(handlers: XmlHandlers): { write(chunk: string): void; close(): void } {
  const parser = new SaxesParser({ position: false });
  parser.on('error', (err) => {
    throw new NotWorkbook(err.message);
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  return {
    write: (chunk) => void parser.write(chunk),
    close: () => void parser.close(),
  };
}

/** Reads a whole part of the zip through the handlers. */
export async function readXml(zip: BoundedZip, name: string, handlers: XmlHandlers): Promise<void> {
  const xml = xmlStream(handlers);
  for await (const chunk of zip.text(name, { whole: true })) xml.write(chunk);
  xml.close();
}

/** An attribute by its local name, whatever prefix the writer gave it (`r:id`, `ns1:id`). */
export function prefixedAttribute(attributes: Record<string, string>, name: string): string | undefined {
  for (const [key, value] of Object.entries(attributes)) if (key.includes(':') && local(key) === name) return value;
  return undefined;
}
