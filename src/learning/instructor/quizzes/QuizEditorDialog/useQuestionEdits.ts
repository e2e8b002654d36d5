import { useCallback, type Dispatch, type SetStateAction } from 'react';
import type { DraftErrors, ItemDraft, QuizDraft } from '../quizDraft';
import { NO_ERRORS } from './noErrors';

/** The changes to a draft; each one clears the server's problems, which were about the old values. */
export function useQuestionEdits(setDraft: Dispatch<SetStateAction<QuizDraft | null>>, setServerErrors: (errors: DraftErrors) => void) {
  const update = (changes: Partial<QuizDraft>) => {
    setDraft((d) => (d ? { ...d, ...changes } : d));
    setServerErrors(NO_ERRORS);
  };
  // Stable, so a question's editor re-renders only when that question changes.
  const setQuestion = useCallback(
    (index: number, question: ItemDraft) => {
      setDraft((d) => (d ? { ...d, questions: d.questions.map((q, i) => (i === index ? question : q)) } : d));
      setServerErrors(NO_ERRORS);
    },
    [setDraft, setServerErrors],
  );
  const moveQuestion = useCallback(
    (index: number, by: -1 | 1) => {
      setDraft((d) => {
        if (!d) return d;
        const questions = [...d.questions];
        const [q] = questions.splice(index, 1);
        questions.splice(index + by, 0, q);
        return { ...d, questions };
      });
      setServerErrors(NO_ERRORS);
    },
    [setDraft, setServerErrors],
  );
  const removeQuestion = useCallback(
    (index: number) => {
      setDraft((d) => (d ? { ...d, questions: d.questions.filter((_, i) => i !== index) } : d));
      setServerErrors(NO_ERRORS);
    },
    [setDraft, setServerErrors],
  );
  /** Slots of the bank added at the end, after the dialog that picked them. */
  const addItems = (items: ItemDraft[]) => {
    setDraft((d) => (d ? { ...d, questions: [...d.questions, ...items] } : d));
    setServerErrors(NO_ERRORS);
  };
  return { update, setQuestion, moveQuestion, removeQuestion, addItems };
}
