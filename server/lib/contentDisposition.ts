/** A file name as RFC 5987 wants it in filename*: UTF-8, percent-encoded, with ' ( ) * escaped too. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header: shown in the browser (`inline`) or saved (`attachment`), under
 * a plain ASCII name for old clients and the real one in filename* (RFC 6266).
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}
