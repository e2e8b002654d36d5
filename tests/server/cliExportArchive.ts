import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { MANIFEST_ENTRY, type Manifest } from '../../server/cli/schoolArchive.js';

/** Copies an export archive with its manifest changed, as an archive from elsewhere would be. */
export async function rewriteArchive(from: string, to: string, change: (manifest: Manifest) => Manifest): Promise<void> {
  const input = await yauzl.openPromise(from, { lazyEntries: true });
  const output = new yazl.ZipFile();
  const written = pipeline(output.outputStream, createWriteStream(to));
  try {
    for await (const entry of input.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await input.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      output.addBuffer(
        entry.fileName === MANIFEST_ENTRY ? Buffer.from(JSON.stringify(change(JSON.parse(data.toString('utf8')) as Manifest))) : data,
        entry.fileName,
      );
    }
  } finally {
    input.close();
  }
  output.end();
  await written;
}
