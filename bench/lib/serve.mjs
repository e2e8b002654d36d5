// A tiny static HTTP server for a built client, on 127.0.0.1 and a free port, behaving like the
// real server for what a page load sees: a file's pre-compressed copy (.br, else .gz) when the
// build wrote one and the request accepts it, as @fastify/static's preCompressed does, else the
// file as it is; index.html for any other GET outside /api, and /api answered by an optional
// handler (404 JSON otherwise).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves dir. api(req, res, url) handles /api and /api/... when given; it returns false to
 * fall through to the 404. Resolves to { url, close() }.
 */
export async function serveStatic(dir, { api } = {}) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      if (api && api(req, res, url) !== false) return;
      return send(404, TYPES['.json'], JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, TYPES['.txt'], 'Method not allowed');
    let file = path.join(root, decodeURIComponent(url.pathname));
    const inside = file === root || file.startsWith(root + path.sep);
    const isFile = inside && fs.existsSync(file) && fs.statSync(file).isFile();
    if (!isFile) file = path.join(root, 'index.html');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, ext]) => new RegExp(`\\b${name}\\b`).test(accepted) && fs.existsSync(file + ext));
    const body = fs.readFileSync(encoding ? file + encoding[1] : file);
    send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', body, {
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding[0] } : {}),
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
