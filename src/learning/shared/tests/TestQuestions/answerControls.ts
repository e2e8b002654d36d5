import { useRef } from 'react';
import type { TestQuestionView, TestResponse } from '../testResponse';

/** What the controls of one question get: the question, the whole response and where a change goes. */
export interface ControlsProps {
  question: TestQuestionView;
  /** 1-based, for labels. */
  number: number;
  /** The question's text, naming the group of options. */
  labelId: string;
  value: TestResponse;
  onChange?: (value: TestResponse, questionId: number) => void;
  disabled: boolean;
}

export const OTHER = 'other';

/** The response with one question's answer replaced: no chosen options and no 'Other' text remove it. */
export function withAnswer(value: TestResponse, key: string, chosen: number[] | undefined, other: string | undefined): TestResponse {
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
