// Brotli (.br) and gzip (.gz) copies of a built client's text files, written beside each file
// once at build time at the highest levels, so the server sends them without compressing per
// request (@fastify/static's preCompressed picks one by Accept-Encoding). Used by
// vite.config.ts as a plugin and by the login-size bench on the bare app, so both are sent alike.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Writes file.br and file.gz beside every compressible file of dir; returns how many files. */
export async function precompressDir(dir) {
  const jobs = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const data = await fs.readFile(file);
        if (data.length < MIN_BYTES) return 0;
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        // A copy no smaller than the file is useless: the server then sends the file itself.
        if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        return 1;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

/** A Vite plugin: after a production build is written, compress its output folder. */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'lms-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
