import { IMAGE_MIME_TYPES } from './constants.js';

/*
 * What files a task's answer takes (issue 18): the instructor picks kinds per task and a size
 * limit; the server judges every upload by its bytes (never its name or Content-Type), and
 * serves anything a browser should not show by itself (all but images and PDFs) as a download.
 *
 * Kinds and what each takes, as sniffed:
 * - pdf: PDF;
 * - images: PNG, JPEG, WebP, GIF;
 * - documents: Word, Excel and PowerPoint (OOXML and the old binary formats), OpenDocument, RTF;
 * - archives: ZIP, 7-Zip, RAR, gzip, bzip2, tar;
 * - code: plain UTF-8 text (no NUL byte) named with a source or text extension (CODE_EXTENSIONS),
 *   stored and served as text/plain, never as what its extension says (an .html stays text).
 * A task made before this, and an upload that names no task (a quiz's file answer), take PDFs
 * and images: DEFAULT_ANSWER_FILE_KINDS.
 */

export const ANSWER_FILE_KINDS = ['pdf', 'images', 'documents', 'archives', 'code'] as const;
export type AnswerFileKind = (typeof ANSWER_FILE_KINDS)[number];
export const DEFAULT_ANSWER_FILE_KINDS: AnswerFileKind[] = ['pdf', 'images'];

/** The size limit of one answer file, in whole MB: 1..ANSWER_MAX_MB_LIMIT; 20 until the instructor says otherwise. */
export const ANSWER_MAX_MB_LIMIT = 50;
export const DEFAULT_ANSWER_MAX_MB = 20;
export const MB = 1024 * 1024;

/** What one task's answer takes, as its answer form checks a file before sending it (the server checks again). */
export interface TaskFileRules {
  taskId: number;
  kinds: AnswerFileKind[];
  maxMb: number;
}

/** The sniffed types of each binary kind (file-type's names). */
export const ANSWER_KIND_MIMES: Record<Exclude<AnswerFileKind, 'code'>, readonly string[]> = {
  pdf: ['application/pdf'],
  images: IMAGE_MIME_TYPES,
  documents: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/rtf',
    // The old .doc, .xls and .ppt: a compound file.
    'application/x-cfb',
  ],
  archives: [
    'application/zip',
    'application/x-7z-compressed',
    'application/x-rar-compressed',
    'application/gzip',
    'application/x-bzip2',
    'application/x-tar',
  ],
};

/** The extensions of the code kind (lower case, no dot). */
export const CODE_EXTENSIONS = [
  'txt',
  'md',
  'csv',
  'json',
  'xml',
  'yml',
  'yaml',
  'html',
  'css',
  'scss',
  'js',
  'jsx',
  'mjs',
  'ts',
  'tsx',
  'py',
  'ipynb',
  'java',
  'kt',
  'c',
  'h',
  'cpp',
  'hpp',
  'cs',
  'go',
  'rs',
  'rb',
  'php',
  'swift',
  'sql',
  'sh',
  'r',
  'pas',
  'lua',
] as const;

/** How a stored code file is typed and served. */
export const TEXT_MIME = 'text/plain';

/** The extensions a browser's file chooser offers for the kinds (its `accept`), e.g. ".pdf,.png,…". */
export const KIND_EXTENSIONS: Record<AnswerFileKind, readonly string[]> = {
  pdf: ['pdf'],
  images: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  documents: ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'doc', 'xls', 'ppt'],
  archives: ['zip', '7z', 'rar', 'gz', 'tgz', 'bz2', 'tar'],
  code: CODE_EXTENSIONS,
};

export function acceptOf(kinds: readonly AnswerFileKind[]): string {
  return kinds.flatMap((kind) => KIND_EXTENSIONS[kind].map((ext) => `.${ext}`)).join(',');
}

/** A file name's extension, lower case without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a browser may show a stored type inline: images and PDFs; everything else is a download. */
export function shownInline(mime: string): boolean {
  return mime === 'application/pdf' || (IMAGE_MIME_TYPES as readonly string[]).includes(mime);
}

/** The kind a sniffed type belongs to, among the allowed ones (code is decided by the caller: text with a code extension). */
export function kindOfMime(mime: string, kinds: readonly AnswerFileKind[]): AnswerFileKind | undefined {
  return kinds.find((kind) => kind !== 'code' && ANSWER_KIND_MIMES[kind].includes(mime));
}
