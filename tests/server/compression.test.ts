import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { makeClientFixture, type ClientFixture } from './clientFixture.js';
import { multipart, PDF } from './uploadFixtures.js';

/* What goes over the wire: pre-compressed client files, compressed API answers, no source maps. */

let t: TestApp;
let client: ClientFixture;
beforeAll(async () => {
  client = await makeClientFixture();
  t = await createTestApp({ env: { CLIENT_DIR: client.dir } });
});
afterAll(async () => {
  await t?.close();
  await client?.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  call(t.app, { method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const varies = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('the built client', () => {
  it('sends the brotli copy of a script when the browser takes brotli, with Vary: Accept-Encoding', async () => {
    const res = await get(client.script.url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(client.script.body.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(client.script.body);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await get(client.style.url, 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/text\/css/);
    expect(varies(gz.headers.vary)).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(client.style.body);

    const plain = await get(client.style.url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain.headers.vary)).toBe(true);
    expect(plain.body).toBe(client.style.body);
  });

  it('sends index.html compressed for a client-side route such as /login', async () => {
    const res = await get('/login', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(client.index);
  });

  it('never sends a source map or a compressed copy by its own name', async () => {
    for (const url of [`${client.script.url}.map`, `${client.script.url}.br`, `${client.style.url}.gz`, '/assets/missing-123.js']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('sources');
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer with brotli or gzip, as accepted', async () => {
    const br = await get('/api/docs/json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    const spec = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(spec.openapi).toMatch(/^3\./);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(spec);

    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(spec);
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('streams an uploaded PDF as stored, with its length, whatever the browser accepts', async () => {
    const token = await login(t.app, ADMIN_EMAIL);
    // Padded past the compression threshold with a PDF comment after the end marker.
    const pdf = Buffer.concat([PDF, Buffer.from(`%${'x'.repeat(8000)}\n`)]);
    const up = await call(t.app, {
      method: 'POST',
      url: '/api/static/upload?kind=pdf',
      token,
      ...multipart(pdf, 'slides.pdf', 'application/pdf'),
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await get(up.json<{ link: string }>().link, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(pdf.length);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
