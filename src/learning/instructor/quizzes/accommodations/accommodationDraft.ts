import { EXTRA_TIME_MAX_PERCENT, type AccommodationDto, type AccommodationInput } from '../../../../api/quizWindow';
import { windowDraftOf, windowInput, windowProblems, type WindowDraft } from '../window/windowRules';

/** An accommodation as its dialog holds it: the percent as typed, the personal window as the editor's. */
export interface AccommodationDraft extends WindowDraft {
  extraTimePercent: string;
}

/** The offered shortcuts of extra time, in percent. */
export const QUICK_PERCENTS = [25, 50, 100] as const;

export function accommodationDraftOf(saved: AccommodationDto | undefined): AccommodationDraft {
  return { extraTimePercent: String(saved?.extraTimePercent ?? 0), ...windowDraftOf(saved) };
}

/** Translation keys of the problems by field; empty when it can be saved. */
export function accommodationProblems(draft: AccommodationDraft): Partial<Record<keyof AccommodationDraft, string>> {
  const text = draft.extraTimePercent.trim();
  const percent = Number(text);
  const wrong = text === '' || !Number.isInteger(percent) || percent < 0 || percent > EXTRA_TIME_MAX_PERCENT;
  return { ...(wrong ? { extraTimePercent: 'quizzes.accommodations.extraTimeInvalid' } : {}), ...windowProblems(draft) };
}

/** The body of the PUT of a checked draft. */
export const accommodationInput = (draft: AccommodationDraft): AccommodationInput => ({
  extraTimePercent: Number(draft.extraTimePercent.trim()),
  ...windowInput(draft),
});
