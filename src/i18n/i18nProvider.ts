import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { Language } from '../api/constants';
import { loadDictionaries, loadedMessages, onDictionaryLoaded, type Dictionary } from './dictionaries';
import { getStoredLanguage, storeLanguage } from './locale';

const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

export interface AppI18nProvider extends I18nProvider {
  getLocale: () => Language;
  /**
   * Marks dictionaries as shown by a mounted page, so a language switch loads them in the new
   * language before it takes effect (no raw keys); returns the release.
   */
  retain: (names: readonly Dictionary[]) => () => void;
}

/**
 * The one i18nProvider of the app (login pages and every area). Messages come from the
 * dictionaries loaded so far (dictionaries.ts; pages wait for theirs with useDictionaries).
 * Switching the language keeps the choice in localStorage, so the next visit and the API calls
 * use it, and takes effect once the new language's dictionaries of the open pages are loaded.
 */
export function createI18nProvider(): AppI18nProvider {
  let locale = storeLanguage(getStoredLanguage());
  // The last language asked for: an earlier switch that finishes later must not win.
  let wanted = locale;
  const retained = new Map<Dictionary, number>();
  // react-admin's polyglot provider, rebuilt (synchronously) when the language or its messages change.
  let polyglot: I18nProvider | undefined;
  const current = () =>
    (polyglot ??= polyglotI18nProvider(() => loadedMessages(locale) as TranslationMessages, locale, LOCALES, { allowMissing: true }));
  onDictionaryLoaded(() => (polyglot = undefined));
  const switching = new Map<Language, Promise<void>>();

  return {
    translate: (key, options) => current().translate(key, options),
    getLocale: () => locale,
    getLocales: () => LOCALES,
    changeLocale: (requested) => {
      const language = storeLanguage(requested);
      wanted = language;
      const loading = loadDictionaries(language, ['core', ...retained.keys()]);
      if (!loading) {
        locale = language;
        polyglot = undefined;
        return Promise.resolve();
      }
      // Both react-admin stores (the page's and an area's) ask for the same switch: one load.
      let promise = switching.get(language);
      if (!promise) {
        promise = loading
          .then(() => {
            if (wanted !== language) return;
            locale = language;
            polyglot = undefined;
          })
          .finally(() => switching.delete(language));
        switching.set(language, promise);
      }
      return promise;
    },
    retain: (names) => {
      names.forEach((name) => retained.set(name, (retained.get(name) ?? 0) + 1));
      return () =>
        names.forEach((name) => {
          const count = (retained.get(name) ?? 1) - 1;
          if (count > 0) retained.set(name, count);
          else retained.delete(name);
        });
    },
  };
}

export const i18nProvider = createI18nProvider();
