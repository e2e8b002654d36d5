import type { QuizWindow } from '../../../../api/quizWindow';
import { UNREADABLE } from '../../../../shell/datePickers/pickerValues';

/*
 * A window as a form holds it: each side an ISO moment, '' for none, or UNREADABLE while a
 * picker holds a half-typed date. The editor and the accommodation dialog check it alike.
 */

export interface WindowDraft {
  opensAt: string;
  closesAt: string;
}

/** Translation keys of what is wrong with each side; empty when the window can be sent. */
export function windowProblems({ opensAt, closesAt }: WindowDraft): Partial<Record<keyof WindowDraft, string>> {
  const problems: Partial<Record<keyof WindowDraft, string>> = {};
  if (opensAt === UNREADABLE) problems.opensAt = 'quizzes.window.unreadable';
  if (closesAt === UNREADABLE) problems.closesAt = 'quizzes.window.unreadable';
  else if (opensAt && opensAt !== UNREADABLE && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) {
    problems.closesAt = 'quizzes.window.untilAfterFrom';
  }
  return problems;
}

/** The wire's window of a checked draft: a cleared side is null. */
export const windowInput = ({ opensAt, closesAt }: WindowDraft): QuizWindow => ({ opensAt: opensAt || null, closesAt: closesAt || null });

/** The form's window of the wire's; none (no accommodation yet) is an empty one. */
export const windowDraftOf = (window: QuizWindow | undefined): WindowDraft => ({
  opensAt: window?.opensAt ?? '',
  closesAt: window?.closesAt ?? '',
});
