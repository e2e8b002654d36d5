import { useRef } from 'react';
import type { QuizQuestionView, QuizResponse } from '../quizResponse';

/** What the controls of one question get: the question, the whole response and where a change goes. */
export interface ControlsProps {
  question: QuizQuestionView;
  /** 1-based, for labels. */
  number: number;
  /** The question's text, naming the group of options. */
  labelId: string;
  value: QuizResponse;
  onChange?: (value: QuizResponse, questionId: number) => void;
  disabled: boolean;
}

export const OTHER = 'other';

/** The response with one question's answer replaced: no chosen options and no 'Other' text remove it. */
export function withAnswer(value: QuizResponse, key: string, chosen: number[] | undefined, other: string | undefined): QuizResponse {
  const answers = { ...value.answers };
  const others = { ...value.others };
  if (chosen && chosen.length) answers[key] = chosen;
  else delete answers[key];
  if (other === undefined) delete others[key];
  else others[key] = other;
  return { answers, others };
}

/** The text typed for 'Other' before it was unchosen, so choosing it again brings it back. */
export function useOtherMemory() {
  return useRef(new Map<string, string>()).current;
}
