import { acceptOf, DEFAULT_ANSWER_FILE_KINDS, extensionOf, KIND_EXTENSIONS, MB, type TaskFileRules } from '../../../api/answerFiles';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PDF_MAX_BYTES } from '../../../api/constants';

/*
 * A picked file checked before it goes up, so a wrong one is named at once; the server sniffs
 * the bytes again. A task's answer takes what its task says (TaskFileRules); a test's file
 * answer PDFs (up to 50 MB) and images (up to 5 MB).
 */

/** What the file picker offers: the task's kinds, or PDFs and images. */
export const answerFileAccept = (rules?: TaskFileRules): string => acceptOf(rules?.kinds ?? DEFAULT_ANSWER_FILE_KINDS);

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isImage = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) || /\.(png|jpe?g|webp|gif)$/i.test(file.name);

export type UploadCheck = { ok: true } | { problem: string; args?: Record<string, unknown> };

/** A file for a task: one of its kinds by name, within its limit. */
function checkForTask(file: File, rules: TaskFileRules): UploadCheck {
  const ext = extensionOf(file.name);
  const known = rules.kinds.some((kind) => KIND_EXTENSIONS[kind].includes(ext));
  if (!known) return { problem: 'student.answer.notTaken' };
  return file.size > rules.maxMb * MB ? { problem: 'student.answer.tooLarge', args: { mb: rules.maxMb } } : { ok: true };
}

/** Whether a picked file may go up, or the translation key (with its arguments) of why not. */
export function checkAnswerFile(file: File, rules?: TaskFileRules): UploadCheck {
  if (rules) return checkForTask(file, rules);
  if (isPdf(file))
    return file.size > PDF_MAX_BYTES ? { problem: 'student.answer.tooLarge', args: { mb: PDF_MAX_BYTES / MB } } : { ok: true };
  if (isImage(file))
    return file.size > IMAGE_MAX_BYTES ? { problem: 'student.answer.tooLarge', args: { mb: IMAGE_MAX_BYTES / MB } } : { ok: true };
  return { problem: 'student.answer.fileKind' };
}
