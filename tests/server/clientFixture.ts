import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { precompressDir } from '../../scripts/precompress.mjs';

/*
 * A tiny built client for the server tests, made the way `npm run build` makes dist/client
 * (the same pre-compression step), so the suite never depends on a real build: an index.html,
 * a hashed script and stylesheet with their .br/.gz copies, and a source map left beside the
 * script as a build with maps would.
 */

export interface ClientFixture {
  dir: string;
  script: { url: string; body: string };
  style: { url: string; body: string };
  index: string;
  remove(): Promise<void>;
}

// Big enough to be worth compressing (over 1 KiB), varied enough not to be trivial.
const lines = (what: string, n: number) => Array.from({ length: n }, (_, i) => what.replace(/N/g, String(i))).join('\n');

export async function makeClientFixture(): Promise<ClientFixture> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-client-'));
  await fs.mkdir(path.join(dir, 'assets'));
  const script = { url: '/assets/index-AbC123.js', body: lines('export const value_N = "item N of the fake bundle";', 200) };
  const style = { url: '/assets/index-AbC123.css', body: lines('.rule-N { margin: Npx; color: #333; }', 200) };
  const index =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Online School</title>' +
    `<script type="module" crossorigin src="${script.url}"></script><link rel="stylesheet" crossorigin href="${style.url}"></head>` +
    `<body><div id="root"></div><!-- ${lines('padding N', 150)} --></body></html>`;
  await fs.writeFile(path.join(dir, 'index.html'), index);
  await fs.writeFile(path.join(dir, script.url), script.body);
  await fs.writeFile(path.join(dir, style.url), style.body);
  await precompressDir(dir);
  // Written after compressing, as a map is useless compressed; the server must refuse it anyway.
  await fs.writeFile(path.join(dir, `${script.url}.map`), JSON.stringify({ version: 3, sources: ['src/secret.ts'], mappings: '' }));
  return { dir, script, style, index, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
