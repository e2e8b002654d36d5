import type { QuestionResponse } from '../../../../api/questionBank';
import type { StudentBankQuestionDto } from '../../../../api/quizBankItems';

/** What the answer control of one bank question gets (each kind reads its own response shape). */
export interface AnswerControlProps {
  question: StudentBankQuestionDto;
  /** The id of the question's text, which names the control's group. */
  labelId: string;
  /** 1-based, for labels that must name the question ('Answer to question 3'). */
  number: number;
  response: QuestionResponse | undefined;
  /** The new response; undefined or an empty one removes it. */
  onChange: (response: QuestionResponse | undefined) => void;
  disabled: boolean;
}

/** The chosen ids of a choice response (none for any other shape). */
export const choicesOf = (response: QuestionResponse | undefined): number[] => (response && 'choices' in response ? response.choices : []);

/** The text of a text response ('' for any other shape). */
export const textOf = (response: QuestionResponse | undefined): string => (response && 'text' in response ? response.text : '');
