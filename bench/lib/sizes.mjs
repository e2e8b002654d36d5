// Byte sizes as a browser would pay them: raw and gzip at level 9 (what a server's static
// compression would send at best), computed here so every build is compared the same way.
import fs from 'node:fs';
import zlib from 'node:zlib';

export function gzipSize(data) {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

/** { raw, gzip } of a file on disk. */
export function fileSizes(file) {
  const buffer = fs.readFileSync(file);
  return { raw: buffer.length, gzip: gzipSize(buffer) };
}
