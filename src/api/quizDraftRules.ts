import type { BankQuestionType } from './questionBank.js';
import type { QuizInput, QuizOwnQuestionInput, QuizQuestionInput } from './quizAuthoring.js';
import { QUIZ_MAX_DRAW_COUNT } from './quizBankItems.js';
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
  | 'pointsNotPositive'
  /** A fixed bank question or a draw's category that is not in the test's course bank (params: id). */
  | 'bankQuestionMissing'
  | 'categoryMissing'
  /** A fixed description is worth 0 points (and only a description may be). */
  | 'descriptionPoints'
  /** A draw of fewer than 1 or more than QUIZ_MAX_DRAW_COUNT questions (params: max). */
  | 'drawCountInvalid'
  /** A draw's category holds fewer questions than it draws (params: count, available). */
  | 'poolTooSmall';

export interface QuizDraftIssue {
  problem: QuizDraftProblem;
  /** The offending field, e.g. 'questions[2].options[0].option'. */
  field: string;
  /** 1-based question and option numbers, for messages. */
  question?: number;
  option?: number;
  /** More numbers the message names (bankQuestionMissing, categoryMissing: id; drawCountInvalid: max; poolTooSmall: count, available). */
  params?: Record<string, number>;
}

/**
 * What the course's bank holds, when the checker knows it (the server always; the browser once
 * it has read the bank). Left out, the bank slots' references and pools are not checked.
 */
export interface QuizBankFacts {
  /** The kind of each question of the course's bank, by id. */
  typeOf(bankQuestionId: number): BankQuestionType | undefined;
  /** Questions a draw may take (descriptions aside); undefined when the category is not the course's. */
  poolOf(categoryId: number, includeSubcategories: boolean): number | undefined;
}

export const isOwnQuestion = (q: QuizQuestionInput): q is QuizOwnQuestionInput =>
  q.questionType !== 'FROM_BANK' && q.questionType !== 'RANDOM';

/**
 * The authoring rules: every question has text and positive points, a choice question has
 * at least two options with text, at least one is correct, and exactly one for ONE_FROM_LIST.
 * A bank slot names a question or category of the course's bank; a fixed description is worth
 * 0 points, anything else more; a draw takes 1–QUIZ_MAX_DRAW_COUNT questions, no more than
 * its category holds. Answers the first problem found, or null.
 */
export function checkQuizDraft(draft: Pick<QuizInput, 'timeToTakeTheTest' | 'questions'>, bank?: QuizBankFacts): QuizDraftIssue | null {
  const seconds = parseQuizTime(draft.timeToTakeTheTest);
  if (seconds === null || seconds < QUIZ_TIME_MIN_SECONDS || seconds > QUIZ_TIME_MAX_SECONDS) {
    return { problem: 'timeInvalid', field: 'timeToTakeTheTest' };
  }
  if (!draft.questions.length) return { problem: 'noQuestions', field: 'questions' };
  for (const [i, q] of draft.questions.entries()) {
    const issue = isOwnQuestion(q) ? ownIssue(q, i) : slotIssue(q, i, bank);
    if (issue) return issue;
  }
  return null;
}

function ownIssue(q: QuizOwnQuestionInput, i: number): QuizDraftIssue | null {
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
  return null;
}

function slotIssue(q: Exclude<QuizQuestionInput, QuizOwnQuestionInput>, i: number, bank?: QuizBankFacts): QuizDraftIssue | null {
  const at = `questions[${i}]`;
  const question = i + 1;
  if (q.questionType === 'FROM_BANK') {
    const type = bank?.typeOf(q.bankQuestionId);
    if (bank && !type) return { problem: 'bankQuestionMissing', field: `${at}.bankQuestionId`, question, params: { id: q.bankQuestionId } };
    if (!(q.points >= 0)) return { problem: 'pointsNotPositive', field: `${at}.points`, question };
    if (type === 'DESCRIPTION' && q.points !== 0) return { problem: 'descriptionPoints', field: `${at}.points`, question };
    if (type !== 'DESCRIPTION' && type !== undefined && q.points === 0)
      return { problem: 'pointsNotPositive', field: `${at}.points`, question };
    return null;
  }
  const pool = bank?.poolOf(q.categoryId, q.includeSubcategories);
  if (bank && pool === undefined) return { problem: 'categoryMissing', field: `${at}.categoryId`, question, params: { id: q.categoryId } };
  if (!Number.isInteger(q.drawCount) || q.drawCount < 1 || q.drawCount > QUIZ_MAX_DRAW_COUNT) {
    return { problem: 'drawCountInvalid', field: `${at}.drawCount`, question, params: { max: QUIZ_MAX_DRAW_COUNT } };
  }
  if (!(q.points > 0)) return { problem: 'pointsNotPositive', field: `${at}.points`, question };
  if (pool !== undefined && pool < q.drawCount) {
    return { problem: 'poolTooSmall', field: `${at}.drawCount`, question, params: { count: q.drawCount, available: pool } };
  }
  return null;
}
