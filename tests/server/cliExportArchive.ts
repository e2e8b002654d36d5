import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { MANIFEST_ENTRY, type Manifest } from '../../server/cli/schoolArchive.js';

/**
 * Copies an export archive with its manifest changed, as an archive from elsewhere would be;
 * `entries` changes the bytes of named entries too, with their hashes in the manifest to match
 * (an archive made so on purpose, not damaged on the way).
 */
export async function rewriteArchive(
  from: string,
  to: string,
  change: (manifest: Manifest) => Manifest,
  entries: Record<string, (data: Buffer) => Buffer> = {},
): Promise<void> {
  const input = await yauzl.openPromise(from, { lazyEntries: true });
  const read = new Map<string, Buffer>();
  try {
    for await (const entry of input.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await input.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      read.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    input.close();
  }
  const manifest = JSON.parse(read.get(MANIFEST_ENTRY)!.toString('utf8')) as Manifest;
  for (const [name, rewrite] of Object.entries(entries)) {
    if (name === MANIFEST_ENTRY) continue;
    const data = rewrite(read.get(name)!);
    read.set(name, data);
    manifest.sha256[name] = createHash('sha256').update(data).digest('hex');
  }
  const written = Buffer.from(JSON.stringify(change(manifest)));
  read.set(MANIFEST_ENTRY, entries[MANIFEST_ENTRY]?.(written) ?? written);
  const output = new yazl.ZipFile();
  const done = pipeline(output.outputStream, createWriteStream(to));
  for (const [name, data] of read) output.addBuffer(data, name);
  output.end();
  await done;
}
