import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';

/*
 * Compression of what the server writes as it answers: JSON and other text over 1 KiB, brotli
 * when the browser takes it, else gzip. The client's files are compressed once at build time
 * (vite.config.ts writes .br and .gz beside each) and @fastify/static picks those, so they are
 * not compressed again here (an answer that already has a Content-Encoding is left alone).
 *
 * Left alone as well: types that are compressed already (images, PDFs, office files, zip), so
 * uploads stream as stored with their Content-Length; partial answers (206, Content-Range:
 * byte offsets describe the raw file); and the WebSocket, which never goes through onSend.
 */

/** Text worth compressing; everything else (image/*, application/pdf, zip…) is sent as is. */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:json|[\w.+-]+\+json|javascript|xml|[\w.+-]+\+xml)|image\/svg\+xml)/i;

/** Below this, the header bytes and the CPU cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are taken as sent: no route accepts compressed uploads.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    // Answers are compressed per request: a middling brotli level keeps the CPU cost near gzip's.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
});
