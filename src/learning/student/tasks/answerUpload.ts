import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PDF_MAX_BYTES } from '../../../api/constants';

/** What the file picker offers: everything the school's server accepts (PDFs and images). */
export const ANSWER_FILE_ACCEPT = ['.pdf', 'application/pdf', ...IMAGE_MIME_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.gif'].join(',');

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isImage = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) || /\.(png|jpe?g|webp|gif)$/i.test(file.name);

/**
 * How a picked file is uploaded, or the translation key (with its arguments) of why it cannot
 * be: the server takes PDFs up to 50 MB and images up to 5 MB, and sniffs the bytes again.
 */
export function answerUploadKind(file: File): { kind: 'pdf' | 'image' } | { problem: string; args?: Record<string, unknown> } {
  if (isPdf(file))
    return file.size > PDF_MAX_BYTES ? { problem: 'student.answer.tooLarge', args: { mb: PDF_MAX_BYTES / 1048576 } } : { kind: 'pdf' };
  if (isImage(file))
    return file.size > IMAGE_MAX_BYTES
      ? { problem: 'student.answer.tooLarge', args: { mb: IMAGE_MAX_BYTES / 1048576 } }
      : { kind: 'image' };
  return { problem: 'student.answer.fileKind' };
}
