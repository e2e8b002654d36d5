import { use, useEffect } from 'react';
import { useI18nProvider } from 'ra-core';
import { normalizeLanguage } from '../api/constants';
import { loadDictionaries, type Dictionary } from './dictionaries';
import type { AppI18nProvider } from './i18nProvider';

/**
 * Suspends the page until the dictionaries it shows are loaded in the current language, so it
 * never renders raw keys (the nearest LoadBoundary shows the spinner meanwhile), and keeps them
 * retained while it is mounted, so a language switch loads them in the new language first.
 */
export function useDictionaries(names: readonly Dictionary[]): void {
  const i18n = useI18nProvider() as Partial<AppI18nProvider>;
  const key = names.join();
  // names is compared by its contents (key): callers may pass a new array each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for names
  useEffect(() => i18n.retain?.(names), [i18n, key]);
  const loading = loadDictionaries(normalizeLanguage(i18n.getLocale?.()), names);
  if (loading) use(loading);
}
