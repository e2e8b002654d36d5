import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from '../../src/api/constants';
import { en, enApp } from '../../src/i18n/en';
import { ru, ruApp } from '../../src/i18n/ru';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY, getStoredLanguage } from '../../src/i18n/locale';

type Tree = { [key: string]: string | Tree };

/** Every dotted key of a dictionary with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object') leaves(value, `${path}.`).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

// Sets, not lists: Russian plurals have three forms where English has two, each with its %{smart_count}.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('dictionaries', () => {
  const english = leaves(enApp);
  const russian = leaves(ruApp as Tree);

  it('every English key has a non-empty Russian text', () => {
    const missing = [...english.keys()].filter((key) => typeof russian.get(key) !== 'string' || !(russian.get(key) as string).trim());
    expect(missing).toEqual([]);
    expect(english.size).toBeGreaterThan(20);
  });

  it('Russian has no key that English lacks', () => {
    expect([...russian.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('every English text is non-empty', () => {
    expect([...english].filter(([, value]) => typeof value !== 'string' || !value.trim()).map(([key]) => key)).toEqual([]);
  });

  it('Russian keeps the placeholders of English', () => {
    const differing = [...english]
      .filter(([key, value]) => placeholders(value as string).join() !== placeholders(russian.get(key) as string).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('carries the SPEC §5 messages in English', () => {
    expect(enApp.validation).toMatchObject({
      emailRequired: 'Email is required!',
      emailInvalid: 'Email is not valid!',
      passwordRequired: 'Password is required!',
      passwordTooShort: 'Password must be at least 6 characters!',
      passwordsDoNotMatch: 'Password do not match!',
    });
  });

  it('includes react-admin’s own messages in both languages', () => {
    expect(typeof (en as unknown as Tree).ra).toBe('object');
    expect(leaves((ru as unknown as Tree).ra as Tree).get('action.save')).toBe('Сохранить');
  });
});

describe('language choice (SPEC §9)', () => {
  it.each([
    ['en', 'en'],
    ['ru', 'ru'],
    ['RU', 'ru'],
    ['ru-RU', 'ru'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['klingon', 'en'],
  ])('normalizeLanguage(%j) is %s', (input, expected) => {
    expect(normalizeLanguage(input as string | null | undefined)).toBe(expected);
  });

  it('an unknown stored language starts the app in English', () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(getStoredLanguage()).toBe('en');
    expect(createI18nProvider().getLocale()).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('a stored Russian starts the app in Russian, and changing the language keeps the choice', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'ru');
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('ru');
    expect(provider.translate('auth.login.submit')).toBe(ruApp.auth.login.submit);

    await provider.changeLocale('en');

    expect(provider.translate('auth.login.submit')).toBe(enApp.auth.login.submit);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});
