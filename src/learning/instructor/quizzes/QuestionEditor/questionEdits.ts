import type { KeyboardEvent } from 'react';
import { QUIZ_MAX_OPTIONS, type QuestionType } from '../../../../api/quizLimits';
import { fieldId, newOption, type QuestionDraft } from '../quizDraft';
import type { QuestionEditorProps } from './questionEditorProps';

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The changes an author makes to one question, each handed to `onChange` as a new question;
 * after adding, removing or moving an option the input the author will want next takes the focus.
 */
export function questionEdits({
  question,
  index,
  locked,
  prefix,
  onChange,
  requestFocus,
}: Pick<QuestionEditorProps, 'question' | 'index' | 'locked' | 'prefix' | 'onChange' | 'requestFocus'>) {
  const at = `questions[${index}]`;
  const one = question.questionType === 'ONE_FROM_LIST';
  const set = (changes: Partial<QuestionDraft>) => onChange(index, { ...question, ...changes });

  const setType = (questionType: QuestionType) => {
    if (questionType === question.questionType) return;
    // One-from-list keeps one correct option: the first one marked.
    let seen = false;
    const options =
      questionType === 'ONE_FROM_LIST'
        ? question.options.map((o) => {
            const keep = o.isCorrect && !seen;
            if (o.isCorrect) seen = true;
            return keep === o.isCorrect ? o : { ...o, isCorrect: keep };
          })
        : question.options;
    set({ questionType, options });
  };
  const markCorrect = (at: number, on: boolean) =>
    set({ options: question.options.map((o, i) => (one ? { ...o, isCorrect: i === at } : i === at ? { ...o, isCorrect: on } : o)) });
  const addOption = (after = question.options.length - 1) => {
    if (locked || question.options.length >= QUIZ_MAX_OPTIONS) return;
    const option = newOption();
    const options = [...question.options];
    options.splice(after + 1, 0, option);
    set({ options });
    requestFocus(fieldId(prefix, `${at}.options[${after + 1}].option`));
  };
  const removeOption = (i: number) => {
    set({ options: question.options.filter((_, j) => j !== i) });
    requestFocus(fieldId(prefix, `${at}.options[${Math.max(0, i - 1)}].option`));
  };
  const moveOption = (i: number, by: -1 | 1) => {
    set({ options: move(question.options, i, i + by) });
    requestFocus(`${fieldId(prefix, `${at}.options[${i + by}]`)}-${by < 0 ? 'up' : 'down'}`);
  };
  const optionKey = (i: number) => (event: KeyboardEvent) => {
    // Enter in an option adds the next one (as in a list), instead of saving the whole test.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (i === question.options.length - 1) addOption(i);
      // Nothing changes on the page, so the focus moves now.
      else document.getElementById(fieldId(prefix, `${at}.options[${i + 1}].option`))?.focus();
    }
  };
  return { set, setType, markCorrect, addOption, removeOption, moveOption, optionKey };
}
