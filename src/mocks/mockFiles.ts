import { errorResponse } from './mockHttp';

/**
 * Pieces the upload handlers share (an admin's images, an instructor's PDFs, a student's answer
 * files): the one file of the form, its size limit and the type its first bytes show.
 */

/** The form's `file`, or the server's 400 when there is none and 413 when it is over `maxBytes`. */
export async function uploadedFile(request: Request, maxBytes: number): Promise<File | Response> {
  const file = (await request.formData()).get('file');
  if (!(file instanceof File)) return errorResponse(request, 400, 'files.noFile', { field: 'file' });
  if (file.size > maxBytes) return errorResponse(request, 413, 'files.tooLarge', { params: { mb: maxBytes / 1024 / 1024 } });
  return file;
}

/** What the bytes start as: a PDF, or a PNG, JPEG, GIF or WebP image (the server sniffs the same way). */
export async function sniffFile(file: File): Promise<'pdf' | 'image' | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => head[from + i] === c.charCodeAt(0));
  if (ascii(0, '%PDF-')) return 'pdf';
  const image = starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || ascii(0, 'GIF8') || (ascii(0, 'RIFF') && ascii(8, 'WEBP'));
  return image ? 'image' : null;
}

/** A link to the very file picked, for a browser's preview; Node has no object URLs, so undefined there. */
export const objectLinkOf = (file: File): string | undefined =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
