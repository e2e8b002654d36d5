import type { QuizInput } from './quizAuthoring.js';
import { parseQuizTime } from './quizTime.js';
import { QUIZ_MIN_OPTIONS, QUIZ_TIME_MAX_SECONDS, QUIZ_TIME_MIN_SECONDS } from './quizLimits.js';

/** The problems the authoring rules find; each is a key under `tests.*` in both apps' dictionaries. */
export type QuizDraftProblem =
  | 'timeInvalid'
  | 'noQuestions'
  | 'questionTextRequired'
  | 'optionTextRequired'
  | 'tooFewOptions'
  | 'noCorrectOption'
  | 'oneCorrectOnly'
  | 'pointsNotPositive';

export interface QuizDraftIssue {
  problem: QuizDraftProblem;
  /** The offending field, e.g. 'questions[2].options[0].option'. */
  field: string;
  /** 1-based question and option numbers, for messages. */
  question?: number;
  option?: number;
}

/**
 * The authoring rules: every question has text and positive points, a choice question has
 * at least two options with text, at least one is correct, and exactly one for ONE_FROM_LIST.
 * Answers the first problem found, or null.
 */
export function checkQuizDraft(draft: Pick<QuizInput, 'timeToTakeTheTest' | 'questions'>): QuizDraftIssue | null {
  const seconds = parseQuizTime(draft.timeToTakeTheTest);
  if (seconds === null || seconds < QUIZ_TIME_MIN_SECONDS || seconds > QUIZ_TIME_MAX_SECONDS) {
    return { problem: 'timeInvalid', field: 'timeToTakeTheTest' };
  }
  if (!draft.questions.length) return { problem: 'noQuestions', field: 'questions' };
  for (const [i, q] of draft.questions.entries()) {
    const at = `questions[${i}]`;
    const question = i + 1;
    if (!q.question.trim()) return { problem: 'questionTextRequired', field: `${at}.question`, question };
    if (!(q.points > 0)) return { problem: 'pointsNotPositive', field: `${at}.points`, question };
    if (q.options.length < QUIZ_MIN_OPTIONS) return { problem: 'tooFewOptions', field: `${at}.options`, question };
    const blank = q.options.findIndex((o) => !o.option.trim());
    if (blank >= 0) return { problem: 'optionTextRequired', field: `${at}.options[${blank}].option`, question, option: blank + 1 };
    const correct = q.options.filter((o) => o.isCorrect).length;
    if (correct === 0) return { problem: 'noCorrectOption', field: `${at}.options`, question };
    if (q.questionType === 'ONE_FROM_LIST' && correct > 1) return { problem: 'oneCorrectOnly', field: `${at}.options`, question };
  }
  return null;
}
