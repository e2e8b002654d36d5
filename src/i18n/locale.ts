import { normalizeLanguage, type Language } from '../api/constants';

/** Where the chosen language is kept (SPEC §9: kept in local storage; unknown values become en). */
export const LANGUAGE_KEY = 'lms.language';

export function getStoredLanguage(): Language {
  try {
    return normalizeLanguage(window.localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: string): Language {
  const value = normalizeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = value;
  listeners.forEach((listener) => listener(value));
  return value;
}

const listeners = new Set<(language: Language) => void>();

/** Tells every react-admin store in the page when the language changes anywhere. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
