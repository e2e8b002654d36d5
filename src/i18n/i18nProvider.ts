import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { en } from './en';
import { ru } from './ru';
import { getStoredLanguage, storeLanguage } from './locale';

/**
 * The one i18nProvider of the app (login pages and every area). Switching the language
 * also keeps the choice in localStorage, so the next visit and the API calls use it.
 */
export function createI18nProvider(): I18nProvider {
  const initial = storeLanguage(getStoredLanguage());
  const polyglot = polyglotI18nProvider((locale) => (locale === 'ru' ? ru : en), initial, [
    { locale: 'en', name: 'English' },
    { locale: 'ru', name: 'Русский' },
  ], { allowMissing: true });
  return {
    ...polyglot,
    changeLocale: (locale, options) => polyglot.changeLocale(storeLanguage(locale), options),
  };
}

export const i18nProvider = createI18nProvider();
