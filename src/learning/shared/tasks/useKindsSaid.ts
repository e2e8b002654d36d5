import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { AnswerFileKind } from '../../../api/answerFiles';

/** Answer-file kinds in the reader's words, joined: "PDF, images (PNG, JPEG, WebP, GIF)". */
export function useKindsSaid(): (kinds: readonly AnswerFileKind[]) => string {
  const translate = useTranslate();
  return useCallback((kinds) => kinds.map((kind) => translate(`learning.answerKinds.${kind}`)).join(', '), [translate]);
}
