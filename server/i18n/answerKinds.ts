import type { AnswerFileKind } from '../../src/api/answerFiles.js';
import type { Language } from '../../src/api/constants.js';
import { t } from './index.js';

/** A task's answer-file kinds in the user's words, for a refusal: "PDF files, images (PNG, JPEG, WebP, GIF)". */
export function kindsSaid(lang: Language, kinds: readonly AnswerFileKind[]): string {
  return kinds.map((kind) => t(lang, `answerFiles.kinds.${kind}`)).join(', ');
}
