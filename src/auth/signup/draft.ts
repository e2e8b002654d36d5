import type { SignUpValues } from './signUpSchema';

/*
 * The wizard's draft in sessionStorage: what was typed survives a reload of the tab (and is gone
 * with it), and the passwords are never written down. Images are kept while they fit.
 */

export const DRAFT_KEY = 'lms.signUpDraft';

export type SignUpDraft = Omit<SignUpValues, 'password' | 'confirmPassword'> & { step: number };

export function loadDraft(): Partial<SignUpDraft> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const parsed = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<SignUpDraft>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: Partial<SignUpValues>, step: number): void {
  const { password: _password, confirmPassword: _confirm, ...kept } = values;
  const draft = { ...kept, step };
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Too big with the images: keep the rest.
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, logo: null, favicon: null }));
    } catch {
      // No storage at all: the draft lives only in the page.
    }
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
