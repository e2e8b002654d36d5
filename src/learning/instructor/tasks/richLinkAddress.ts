import { URL_MAX } from '../../../api/learning';

/**
 * Whether a link block's address is one the server keeps: http(s) with a host, or mailto, with
 * no blank or control character (server/lib/sanitize.ts isSafeUrl).
 */
export function isRichLinkAddress(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- the same rule as the server's isSafeUrl: no control character in an address.
  if (!text || text.length > URL_MAX || /[\s\u0000-\u001f]/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'mailto:' && url.pathname.length > 0;
}
