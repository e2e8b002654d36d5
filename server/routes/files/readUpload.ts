import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { MessageKey } from '../../i18n/index.js';

export interface Upload {
  data: Buffer;
  /** The name the browser sent, for display only: it never reaches the file system. */
  filename: string;
}

/** Whole megabytes, as the 413 messages name the limits. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The multipart body's schema, for the OpenAPI document. Fastify does not parse multipart
 * into `body`, so `uploadPreValidation` gives it an empty object for ajv to accept; the file
 * itself is read (and bounded) by `readUpload`.
 */
export const uploadBodySchema = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The file, in the multipart field "file".' } },
} as const;

export const uploadPreValidation: RouteShorthandOptions['preValidation'] = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/**
 * Reads the one file of a multipart request into memory, refusing more than `maxBytes`
 * with a 413 naming the limit in MB, and a request without a file with a 400.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  keys: { tooLarge: MessageKey; noFile: MessageKey },
): Promise<Upload> {
  const noFile = new AppError(400, keys.noFile, {}, { field: 'file' });
  if (!request.isMultipart()) throw noFile;
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    throw mapMultipartError(err, maxBytes, keys.tooLarge, noFile);
  }
  if (!part) throw noFile;
  try {
    const data = await part.toBuffer();
    return { data, filename: part.filename ?? '' };
  } catch (err) {
    throw mapMultipartError(err, maxBytes, keys.tooLarge, noFile);
  }
}

function mapMultipartError(err: unknown, maxBytes: number, tooLarge: MessageKey, noFile: AppError): unknown {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, tooLarge, { mb: megabytes(maxBytes) }, { field: 'file' });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') return noFile;
  // A malformed multipart body (cut off, no boundary) is the client's fault, not a 500.
  if (err instanceof Error && /multipart|boundary|unexpected end of form/i.test(err.message)) return noFile;
  return err;
}
