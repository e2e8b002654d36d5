// Bytes on the wire: one GET with the Accept-Encoding a browser sends, counting the body bytes
// as they arrive (compressed when the server compresses), and the same body decoded.
import http from 'node:http';
import zlib from 'node:zlib';

const DECODE = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };

/**
 * GETs url with Accept-Encoding (br, gzip by default). Resolves to { url, status, type,
 * encoding, vary, wire, raw }: wire = body bytes transferred, raw = their decoded length.
 */
export function fetchWire(url, { acceptEncoding = 'br, gzip' } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? 'identity';
        const decode = DECODE[encoding];
        resolve({
          url,
          status: response.statusCode,
          type: response.headers['content-type'] ?? '',
          encoding,
          vary: response.headers.vary ?? '',
          wire: body.length,
          raw: decode ? decode(body).length : body.length,
        });
      });
    });
    request.on('error', reject);
  });
}
