import { PDF_MAX_BYTES } from '../../api/constants';

const PDF_MAGIC = '%PDF-';

/** Reads a Blob's first bytes (FileReader: jsdom's Blob has no arrayBuffer in older versions). */
function headOf(file: Blob, length: number): Promise<Uint8Array> {
  if (typeof file.slice(0, length).arrayBuffer === 'function') {
    return file
      .slice(0, length)
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/**
 * Why a picked file cannot be a presentation, as a translation key, or null when it is a PDF
 * the server will take: a .pdf name or PDF type, bytes that start as a PDF, at most 50 MB. The
 * server checks the bytes again; this only spares a useless upload.
 */
export async function pdfProblem(file: File): Promise<string | null> {
  const named = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!named) return 'learning.validation.pdfRequired';
  const head = await headOf(file, PDF_MAGIC.length).catch(() => new Uint8Array());
  if (String.fromCharCode(...head) !== PDF_MAGIC) return 'learning.validation.pdfRequired';
  if (file.size > PDF_MAX_BYTES) return 'learning.validation.pdfTooLarge';
  return null;
}
