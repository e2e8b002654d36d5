import type { StudentOwnQuestionDto } from '../../../src/api/quizAttempts.js';
import type { QuizAnswerFileDto, StudentBankQuestionDto } from '../../../src/api/quizBankItems.js';
import type { AnswerBankQuestionDto, AnswerOwnQuestionDto, AnswerQuestionDto } from '../../../src/api/quizResults.js';
import type { AttemptRow } from './attempts.js';
import type { BankPaperEntry, PaperEntry } from './paper.js';
import { effectivePaper, type PaperAnswers, type PaperScore } from './paperScoring.js';
import { studentQuestions } from './paperViews.js';
import { correctResponse, feedbackFor, scoreResponse } from './questionScoring.js';
import type { OwnStructureQuestion, QuizStructure } from './structure.js';

/*
 * The questions of one student's answer view: each as the student saw it (paperViews.ts, in
 * their paper's order) with what the reader may see of their answer. That is decided before
 * (reviewRules.ts) and given as `show`: what is not shown is null or absent here, so it never
 * reaches the reader's browser.
 */

export interface Shown {
  /** The student's own responses (and 'Other' texts, attached files). */
  responses: boolean;
  /** Points per question, correct marks and right answers. */
  points: boolean;
  /** The feedback of the answers given and each question's general feedback. */
  feedback: boolean;
}

export interface ViewInput {
  structure: QuizStructure;
  /** The attempt's paper as kept (null: the test's own questions). */
  paper: readonly PaperEntry[] | null;
  answers: PaperAnswers;
  score: PaperScore;
  show: Shown;
  /** The attempt is finished: only then may an essay or file answer await the instructor. */
  finished: boolean;
  /** The attempt's attached files (paperViews.ts answerFiles; loaded only when responses are shown). */
  files: readonly QuizAnswerFileDto[];
}

export const NO_ANSWERS: PaperAnswers = { choices: {}, others: {}, otherPoints: {}, responses: {} };

type AnswerColumns = { [K in 'answers' | 'other_texts' | 'other_points' | 'responses']: AttemptRow[K] | null };

/** What an attempt row (or a left join of one) holds of a student's answers, for scorePaper. */
export function paperAnswersOf(attempt: AnswerColumns | undefined): PaperAnswers {
  if (!attempt) return NO_ANSWERS;
  return {
    choices: attempt.answers ?? {},
    others: attempt.other_texts ?? {},
    otherPoints: attempt.other_points ?? {},
    responses: attempt.responses ?? {},
  };
}

/** ESSAY and FILE_ANSWER get their points from the instructor. */
export const gradedByHand = (entry: BankPaperEntry): boolean => entry.question.type === 'ESSAY' || entry.question.type === 'FILE_ANSWER';

function ownQuestion(seen: StudentOwnQuestionDto, question: OwnStructureQuestion, input: ViewInput): AnswerOwnQuestionDto {
  const { show, answers } = input;
  const chosen = new Set(show.responses ? (answers.choices[seen.key] ?? []) : []);
  const otherText = question.hasOther && show.responses ? (answers.others[seen.key] ?? null) : null;
  const correct = new Map(question.options.map((o) => [o.id, o.isCorrect]));
  return {
    ...seen,
    pointsReceived: show.points ? (input.score.perKey.get(seen.key) ?? 0) : null,
    otherText,
    otherPoints: show.points && otherText !== null ? (answers.otherPoints[seen.key] ?? null) : null,
    options: seen.options.map((o) => ({
      ...o,
      status: chosen.has(o.optionId) ? ('SELECTED' as const) : ('NOT_SELECTED' as const),
      ...(show.points ? { isCorrect: correct.get(o.optionId) ?? false } : {}),
    })),
  };
}

function bankQuestion(seen: StudentBankQuestionDto, entry: BankPaperEntry, input: ViewInput): AnswerBankQuestionDto {
  const { show, answers } = input;
  const question = entry.question;
  const response = answers.responses[entry.key];
  const byHand = gradedByHand(entry);
  const manual = answers.otherPoints[entry.key];
  return {
    ...seen,
    questionId: entry.slotId,
    bankQuestionId: entry.bankQuestionId,
    name: question.name,
    pointsReceived: show.points ? (input.score.perKey.get(entry.key) ?? 0) : null,
    response: show.responses ? (response ?? null) : null,
    ...(question.type === 'FILE_ANSWER' ? { files: show.responses ? input.files.filter((f) => f.questionKey === entry.key) : [] } : {}),
    correctResponse: show.points ? correctResponse(question) : null,
    feedback: show.feedback ? feedbackFor(question, response) : null,
    generalFeedback: show.feedback && question.generalFeedback.trim() ? question.generalFeedback : null,
    gradedByHand: byHand,
    manualPoints: byHand && show.points ? (manual ?? null) : null,
    awaitingReview: input.finished && byHand && manual === undefined && scoreResponse(question, response).awaitingReview,
  };
}

/** The paper's questions as the reader may see them, in its order; a slot the test no longer has is left out. */
export function answerQuestions(input: ViewInput): AnswerQuestionDto[] {
  const own = new Map(input.structure.questions.filter((q): q is OwnStructureQuestion => q.source === 'TEST').map((q) => [q.id, q]));
  const bank = new Map(
    effectivePaper(input.structure, input.paper).flatMap((entry) => (entry.source === 'BANK' ? [[entry.key, entry] as const] : [])),
  );
  return studentQuestions(input.structure, input.paper).flatMap((seen): AnswerQuestionDto[] => {
    if (seen.source === 'BANK') return [bankQuestion(seen, bank.get(seen.key)!, input)];
    const question = own.get(seen.questionId);
    return question ? [ownQuestion(seen, question, input)] : [];
  });
}
