import type { DraftErrors, QuestionDraft } from '../quizDraft';

/** What the editor of one question is given. */
export interface QuestionEditorProps {
  question: QuestionDraft;
  index: number;
  total: number;
  /** Students have started: only the texts may change (the server refuses the rest). */
  locked: boolean;
  errors: DraftErrors;
  /** Prefix of the inputs' ids (fieldId). */
  prefix: string;
  /** The callbacks are given the question's index, so they can stay the same between renders. */
  onChange: (index: number, question: QuestionDraft) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** Asks to focus an input once it is on the page (after an option is added). */
  requestFocus: (id: string) => void;
}
