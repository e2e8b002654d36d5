import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/*
 * Reading parts of an uploaded zip (an .xlsx) without trusting what it says about itself.
 * A zip's headers may claim 1 KB for an entry that inflates to 1 GB: inflating such an entry
 * whole, as a zip library's "load" does, takes the memory of the whole process. Here every
 * entry is streamed: yauzl (validateEntrySizes) fails an entry the moment it inflates past its
 * declared size, and a running count of the bytes actually produced, across every entry read,
 * stops the reading at `maxBytes` whatever the headers claim.
 */

/** More bytes came out of the zip than the budget allows. */
export class UnzipTooLarge extends Error {}

/** Not a zip that can be read: no directory, damaged data, encryption, sizes that lie. */
export class UnzipFailed extends Error {}

export interface BoundedZip {
  /** The uncompressed size the directory declares for an entry; undefined when there is none. */
  declaredSize(name: string): number | undefined;
  /**
   * An entry's text (UTF-8), chunk by chunk as it inflates. Throws UnzipTooLarge or UnzipFailed.
   * `whole`: the caller will read the entry to its end, so an entry that declares more than
   * the budget has left is refused before inflating a byte.
   */
  text(name: string, options?: { whole?: boolean }): AsyncGenerator<string>;
  close(): void;
}

export interface ZipLimits {
  /** Bytes that may come out of all the entries read, together. */
  maxBytes: number;
  /** More entries than this is no document a person made (and each costs memory to list). */
  maxEntries: number;
}

const failed = (err: unknown) =>
  err instanceof UnzipTooLarge || err instanceof UnzipFailed ? err : new UnzipFailed(String((err as Error)?.message ?? err));

/** Opens a zip held in memory; reads only its directory until `text` is asked for. */
export async function openBoundedZip(data: Buffer, limits: ZipLimits): Promise<BoundedZip> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
  } catch (err) {
    throw failed(err);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zipfile.entryCount > limits.maxEntries) throw new UnzipFailed(`${zipfile.entryCount} entries`);
    for await (const entry of zipfile.eachEntry()) {
      // The first of two entries with one name wins, as in a zip reader that scans the directory.
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
    }
  } catch (err) {
    zipfile.close();
    throw failed(err);
  }

  let produced = 0;
  return {
    declaredSize: (name) => entries.get(name)?.uncompressedSize,
    async *text(name, options = {}) {
      const entry = entries.get(name);
      if (!entry) throw new UnzipFailed(`no ${name}`);
      // An entry cannot inflate past its declared size (validateEntrySizes), so this is exact.
      if (options.whole && produced + entry.uncompressedSize > limits.maxBytes)
        throw new UnzipTooLarge(`${name} declares ${entry.uncompressedSize} bytes`);
      let stream: Readable | undefined;
      const decoder = new StringDecoder('utf8');
      try {
        stream = await zipfile.openReadStreamPromise(entry);
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          produced += chunk.length;
          if (produced > limits.maxBytes) throw new UnzipTooLarge(`more than ${limits.maxBytes} bytes`);
          yield decoder.write(chunk);
        }
        yield decoder.end();
      } catch (err) {
        throw failed(err);
      } finally {
        // Stops the inflating when the reader had enough (or the budget ran out) mid-entry.
        stream?.destroy();
      }
    },
    close: () => zipfile.close(),
  };
}
