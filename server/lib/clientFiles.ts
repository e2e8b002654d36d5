import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/*
 * How the built single-page app (dist/client) goes out. The build writes a brotli (.br) and a
 * gzip (.gz) copy beside each text file (vite.config.ts), and @fastify/static sends the copy the
 * browser's Accept-Encoding takes, with Vary: Accept-Encoding. Source maps are never sent: the
 * production build makes none, and a .map left in the folder (a build made with maps, like the
 * bench's) answers 404 all the same, as do the compressed copies asked for by their own name.
 */

const NEVER_SERVED = /\.(?:map|br|gz)$/i;

/** Whether a path of the client folder may be sent. */
export function isServableClientPath(pathname: string): boolean {
  return !NEVER_SERVED.test(pathname);
}

/**
 * Whether an unknown GET path gets index.html (a client-side route such as /login or
 * /admin/groups): not under /api, not a missing hashed asset, and not a file nobody may read.
 */
export function isClientFallbackPath(url: string): boolean {
  const pathname = url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  return isServableClientPath(pathname);
}

export function clientStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: true,
    // The wildcard route also matches '/', which without an index answered 403.
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathname) => isServableClientPath(pathname),
    setHeaders(res, filePath) {
      // Hashed assets never change under their name; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}
