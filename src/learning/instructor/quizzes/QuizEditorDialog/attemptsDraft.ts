import {
  ATTEMPT_WAIT_MAX_MINUTES,
  DEFAULT_ATTEMPT_RULES,
  MAX_ATTEMPTS_LIMIT,
  type GradingMethod,
  type QuizAttemptRules,
} from '../../../../api/quizAttemptRules';
import type { FieldProblem } from '../fieldProblem';

/*
 * The test editor's attempt rules (issue 17, item 3) as typed: numbers as the texts of their
 * inputs, so '0' or '150' gets a problem under its field instead of a silent correction.
 */
export interface AttemptsDraft {
  /** Unlimited attempts (maxAttempts null); the typed number is kept for when it is turned off. */
  unlimitedAttempts: boolean;
  maxAttempts: string;
  gradingMethod: GradingMethod;
  attemptWaitMinutes: string;
}

/** The saved rules, the defaults for what a server not yet answering them leaves out. */
export function attemptsDraftOf(test: Partial<QuizAttemptRules>): AttemptsDraft {
  const max = test.maxAttempts === undefined ? DEFAULT_ATTEMPT_RULES.maxAttempts : test.maxAttempts;
  return {
    unlimitedAttempts: max === null,
    maxAttempts: String(max ?? DEFAULT_ATTEMPT_RULES.maxAttempts),
    gradingMethod: test.gradingMethod ?? DEFAULT_ATTEMPT_RULES.gradingMethod,
    attemptWaitMinutes: String(test.attemptWaitMinutes ?? DEFAULT_ATTEMPT_RULES.attemptWaitMinutes),
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

/** True when the draft allows one attempt only: method and wait then mean nothing. */
export const singleAttempt = (draft: AttemptsDraft) => !draft.unlimitedAttempts && whole(draft.maxAttempts) === 1;

/** The rules as the save body carries them (out-of-range numbers go as typed, for the form's check to stop). */
export function attemptsInput(draft: AttemptsDraft): QuizAttemptRules {
  return {
    maxAttempts: draft.unlimitedAttempts ? null : whole(draft.maxAttempts),
    gradingMethod: draft.gradingMethod,
    attemptWaitMinutes: whole(draft.attemptWaitMinutes),
  };
}

/** Problems by field path (the server's names), in the user's language through their keys. */
export function attemptsProblems(draft: AttemptsDraft): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const { maxAttempts, attemptWaitMinutes } = attemptsInput(draft);
  if (maxAttempts !== null && !(maxAttempts >= 1 && maxAttempts <= MAX_ATTEMPTS_LIMIT))
    problems.maxAttempts = { key: 'quizAttempts.editor.maxInvalid', params: { max: MAX_ATTEMPTS_LIMIT } };
  if (!(attemptWaitMinutes >= 0 && attemptWaitMinutes <= ATTEMPT_WAIT_MAX_MINUTES))
    problems.attemptWaitMinutes = { key: 'quizAttempts.editor.waitInvalid', params: { max: ATTEMPT_WAIT_MAX_MINUTES } };
  return problems;
}
