import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/*
 * The browser protections every answer carries (helmet): a Content-Security-Policy the whole
 * app runs under, no framing by any other site, no referrer leaving this origin, nosniff, and
 * HSTS once the app is reached over https. The browser suite fails on any CSP violation
 * (tests/e2e/harness.ts), so a new kind of resource must be allowed here on purpose.
 *
 * Why each source is there:
 * - script-src 'self': the built client is only files from /assets; index.html holds no inline
 *   script, and nothing in the bundle evaluates strings.
 * - style-src 'self' 'unsafe-inline': MUI/emotion inject <style> tags and FullCalendar,
 *   ProseMirror (the task editor), Recharts and MUI's popups write style attributes. Emotion
 *   could take a nonce, but attributes cannot, and a nonce would need index.html rendered per
 *   request (no pre-compressed copy). With scripts locked down an injected style can restyle a
 *   page but run nothing, and rich task text keeps no style or class attribute at all.
 * - img-src https: data: blob:: instructors' rich text may show images from any https site (the
 *   sanitiser allows http(s) images), YouTube thumbnails come from img.youtube.com/i.ytimg.com,
 *   picked logos are previewed from blob:/data: URLs before upload.
 * - frame-src youtube-nocookie.com: the video player; 'self' and object-src 'self': PDFs are
 *   shown by the browser's viewer in an <object> of /api/static/files/….
 * - connect-src 'self': the API and the WebSocket at /api/ws ('self' covers ws:/wss: of the
 *   same host in CSP Level 3, and every school's subdomain is its own origin).
 * - form-action 'self': the only cross-site hop (sign-in with OIDC) is a link, not a form.
 * - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): no clickjacking.
 * Swagger UI (/api/docs) carries swagger-ui's own policy, adjusted by swaggerDocsPolicy below.
 */

export const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** The directives of the app's policy; https adds upgrade-insecure-requests. */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", YOUTUBE_FRAME_ORIGIN],
    'object-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export interface SecurityOptions {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
}

export const securityPlugin = fp(async function security(app: FastifyInstance, { publicUrl }: SecurityOptions) {
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    frameguard: { action: 'deny' },
    // Full referrer inside this origin, nothing to other sites (reset tokens sit in URLs). The
    // YouTube frame sets its own policy: the player refuses to play without an origin.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Uploaded files and logos are read only by this app's pages; emails link rather than embed them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
});

/**
 * The policy of Swagger UI's pages (/api/docs): swagger-ui's own, which allows its scripts by
 * file or hash, made unframeable like the rest, upgrading requests only over https, and taking
 * inline styles, which its bundle injects as <style> tags (as the app's policy does, for MUI).
 */
export function swaggerDocsPolicy(header: string, publicUrl: string): string {
  const https = new URL(publicUrl).protocol === 'https:';
  const rewrite = (directive: string): string => {
    const [name, ...sources] = directive.split(/\s+/);
    if (name === 'frame-ancestors') return "frame-ancestors 'none'";
    // A hash beside 'unsafe-inline' would make browsers ignore it, so hashes go.
    if (name === 'style-src') return [name, ...sources.filter((s) => !s.startsWith("'sha")), "'unsafe-inline'"].join(' ');
    return directive;
  };
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && (https || directive !== 'upgrade-insecure-requests'))
    .map(rewrite)
    .join('; ');
}
