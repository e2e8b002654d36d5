/*
 * A student's paper (issue 17; the contract is src/api/quizBankItems.ts): what they get when
 * they start, fixed for their attempt and kept in test_attempts.paper, in the order they see it.
 * Server only: a bank entry holds the question with its credits, which never reach a student.
 *
 * An attempt with no paper (null) has the test's own questions as they stand, unshuffled: the
 * attempts of tests with neither bank slots nor shuffling, so their start stays one statement.
 */
import type { QuestionData } from '../../../src/api/questionBank.js';

/** One of the test's own questions (ONE, MANY), with its options in the student's order. */
export interface OwnPaperEntry {
  source: 'TEST';
  /** String(slotId). */
  key: string;
  slotId: number;
  optionOrder: number[];
}

/** A bank question, fixed (key = String(slotId)) or drawn (key = `${slotId}-${bankQuestionId}`). */
export interface BankPaperEntry {
  source: 'BANK';
  key: string;
  slotId: number;
  bankQuestionId: number;
  /** The question as the bank held it at the start; `points` is the slot's (each drawn question's). */
  question: QuestionData;
  /**
   * The student's order: answer ids of a choice question (the bank's order when not shuffled),
   * item ids of an ordering question as first shown, the right-side pair ids of a matching
   * question; empty for the other kinds.
   */
  order: number[];
}

export type PaperEntry = OwnPaperEntry | BankPaperEntry;
