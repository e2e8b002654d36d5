import { MAX_ATTEMPTS_LIMIT } from '../../../../api/quizAttemptRules';
import { EXTRA_TIME_MAX_PERCENT, type AccommodationDto, type AccommodationInput } from '../../../../api/quizWindow';
import { windowDraftOf, windowInput, windowProblems, type WindowDraft } from '../window/windowRules';

/** An accommodation as its dialog holds it: the percent and the extra attempts as typed, the personal window as the editor's. */
export interface AccommodationDraft extends WindowDraft {
  extraTimePercent: string;
  extraAttempts: string;
}

/** The offered shortcuts of extra time, in percent. */
export const QUICK_PERCENTS = [25, 50, 100] as const;

export function accommodationDraftOf(saved: AccommodationDto | undefined): AccommodationDraft {
  return {
    extraTimePercent: String(saved?.extraTimePercent ?? 0),
    extraAttempts: String(saved?.extraAttempts ?? 0),
    ...windowDraftOf(saved),
  };
}

/** Whether `text` is a whole number from 0 to `max`. */
function wholeUpTo(text: string, max: number): boolean {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** Translation keys of the problems by field; empty when it can be saved. */
export function accommodationProblems(draft: AccommodationDraft): Partial<Record<keyof AccommodationDraft, string>> {
  return {
    ...(wholeUpTo(draft.extraTimePercent, EXTRA_TIME_MAX_PERCENT) ? {} : { extraTimePercent: 'quizzes.accommodations.extraTimeInvalid' }),
    ...(wholeUpTo(draft.extraAttempts, MAX_ATTEMPTS_LIMIT) ? {} : { extraAttempts: 'quizzes.accommodations.extraAttemptsInvalid' }),
    ...windowProblems(draft),
  };
}

/** The body of the PUT of a checked draft. */
export const accommodationInput = (draft: AccommodationDraft): AccommodationInput => ({
  extraTimePercent: Number(draft.extraTimePercent.trim()),
  extraAttempts: Number(draft.extraAttempts.trim()),
  ...windowInput(draft),
});
