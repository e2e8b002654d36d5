import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ANSWER_LINKS_MAX, ANSWER_TEXT_MAX, type AnswerInput } from '../../../api/tasks';
import { linkProblem } from './AnswerLinksInput';
import { useAnswerDraft, type AnswerDraft } from './answerDraft';

/** Where the server's 400 points: the text, the files or one of the links. */
export interface AnswerFieldError {
  field: 'text' | 'files' | 'links';
  message: string;
}

export interface AnswerFormOptions {
  draftKey: string;
  initial: AnswerDraft;
  onSubmit: (input: Required<AnswerInput>) => Promise<boolean>;
  busy: boolean;
  fieldError?: AnswerFieldError | null;
}

/**
 * The answer form's state: the draft kept in this browser, the link being typed, uploads under
 * way, the problems to show under each field, and the submit (which first takes a typed link
 * not added yet, and refuses an empty answer).
 */
export function useAnswerForm({ draftKey, initial, onSubmit, busy, fieldError }: AnswerFormOptions) {
  const translate = useTranslate();
  const draft = useAnswerDraft(draftKey, initial);
  const { value } = draft;
  const [typedLink, setTypedLink] = useState('');
  const [linkError, setLinkError] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');

  const tooLong = value.text.length > ANSWER_TEXT_MAX;
  const textError = tooLong
    ? translate('student.answer.textTooLong', { max: ANSWER_TEXT_MAX })
    : fieldError?.field === 'text'
      ? fieldError.message
      : '';
  const shownLinkError = linkError || (fieldError?.field === 'links' ? fieldError.message : '');

  /** Changes the draft, and drops the "empty answer" problem, which no longer holds. */
  const change = (update: (draft: AnswerDraft) => AnswerDraft) => {
    draft.setValue(update);
    if (problem) setProblem('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    let links = value.links;
    const typed = typedLink.trim();
    if (typed) {
      // An address typed but not added yet goes with the answer, if it is a good one.
      const bad = linkProblem(typed, links);
      if (bad) {
        setLinkError(translate(bad, { max: ANSWER_LINKS_MAX }));
        return;
      }
      links = [...links, typed];
      draft.setValue((v) => ({ ...v, links }));
      setTypedLink('');
    }
    if (tooLong) return;
    if (!value.text.trim() && value.files.length === 0 && links.length === 0) {
      setProblem(translate('student.answer.empty'));
      return;
    }
    setProblem('');
    const sent = await onSubmit({ text: value.text.trim(), files: value.files.map((f) => f.fileId), links });
    if (sent) draft.clear();
  };

  return {
    draft,
    value,
    typedLink,
    setTypedLink,
    setLinkError,
    uploading,
    setUploading,
    problem,
    textError,
    shownLinkError,
    change,
    submit,
  };
}
