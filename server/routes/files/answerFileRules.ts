import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import { CODE_EXTENSIONS, MB, TEXT_MIME, extensionOf, kindOfMime, type AnswerFileKind } from '../../../src/api/answerFiles.js';
import type { Language } from '../../../src/api/constants.js';
import { kindsSaid } from '../../i18n/answerKinds.js';
import { AppError } from '../../lib/errors.js';

/*
 * Which files a task's answer takes (src/api/answerFiles.ts), judged once at the upload by the
 * bytes and again when the answer names its files (an upload made for another task, or for
 * none, must still fit this one).
 */

export interface AnswerFileRules {
  kinds: readonly AnswerFileKind[];
  maxMb: number;
}

const CODE = new Set<string>(CODE_EXTENSIONS);

/** What an upload is, when it is one of the kinds: a sniffed binary type, or UTF-8 text named as code. */
async function sniffAnswer(
  data: Buffer,
  filename: string,
  kinds: readonly AnswerFileKind[],
): Promise<{ mime: string; ext: string } | undefined> {
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed) return kindOfMime(sniffed.mime, kinds) ? sniffed : undefined;
  // Text has no signature: the name says it is code, the bytes that it is text (no NUL, valid UTF-8).
  if (kinds.includes('code') && CODE.has(extensionOf(filename)) && !data.includes(0) && isUtf8(data))
    return { mime: TEXT_MIME, ext: 'txt' };
  return undefined;
}

/** The type an answer file is stored and served as; 413 over the size limit, 415 naming the kinds it takes otherwise. */
export async function checkAnswerUpload(
  data: Buffer,
  filename: string,
  rules: AnswerFileRules,
  lang: Language,
): Promise<{ mime: string; ext: string }> {
  if (data.length > rules.maxMb * MB) throw new AppError(413, 'files.tooLarge', { mb: rules.maxMb }, { field: 'file' });
  const type = await sniffAnswer(data, filename, rules.kinds);
  if (!type) throw new AppError(415, 'answerFiles.notTaken', { kinds: kindsSaid(lang, rules.kinds) }, { field: 'file' });
  return type;
}

/** Whether a stored file (its sniffed type and size) is one a task's answer takes. */
export function storedFileFits(file: { mime: string; size: number }, rules: AnswerFileRules): boolean {
  if (file.size > rules.maxMb * MB) return false;
  return Boolean(kindOfMime(file.mime, rules.kinds)) || (file.mime === TEXT_MIME && rules.kinds.includes('code'));
}
