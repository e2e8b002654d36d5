import { useSyncExternalStore } from 'react';
import type { Language } from '../api/constants';
import { getStoredLanguage, onLanguageChange } from './locale';

/** The language chosen now, re-rendering when it changes, for what sits outside react-admin's i18n (the MUI theme). */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, getStoredLanguage, getStoredLanguage);
}
