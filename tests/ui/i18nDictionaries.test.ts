import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/api/constants';
import { DICTIONARIES, PAGE_DICTIONARIES, loadedDictionary, type Dictionary, type Messages } from '../../src/i18n/dictionaries';
import { SRC, keysIn, lazyTargets, readSource, staticClosure } from './sourceGraph';

// tests/ui/setup.ts has loaded every dictionary in both languages.
const dictionary = (language: Language, name: Dictionary) => {
  const messages = loadedDictionary(language, name);
  if (!messages) throw new Error(`${language} ${name} is not loaded`);
  return messages;
};
const merged = (language: Language, names: readonly Dictionary[]): Messages =>
  Object.assign({}, ...names.map((name) => dictionary(language, name))) as Messages;
const lookUp = (messages: Messages, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);
const isTree = (value: unknown): value is Messages => value !== null && typeof value === 'object';

/** Whether a key from the code is there: a text (or a tree the code picks from), or for a prefix ('a.b.*', 'a.b.c*') some key under it. */
function found(messages: Messages, key: string, prefix: boolean): boolean {
  if (!prefix) return typeof lookUp(messages, key) === 'string' || isTree(lookUp(messages, key));
  const stem = key.slice(0, -1);
  const cut = stem.lastIndexOf('.');
  const parent = lookUp(messages, stem.slice(0, cut));
  return isTree(parent) && Object.keys(parent).some((name) => name.startsWith(stem.slice(cut + 1)));
}

/** Strings in the code that look like keys and are not: a socket message type, store keys. */
const NOT_KEYS = new Set(['notifications.count', 'events.calendar.view', 'events.calendar.filter']);

const namespaces = () => [...new Set(DICTIONARIES.flatMap((name) => Object.keys(dictionary('en', name))))];
const file = (relative: string) => path.join(SRC, relative);

/**
 * Each page that loads on its own (the entry and every import() target), with the dictionaries
 * it has: its own list, and, for a page inside the areas, each area's list.
 */
const AREAS = [PAGE_DICTIONARIES.ADMIN, PAGE_DICTIONARIES.INSTRUCTOR, PAGE_DICTIONARIES.STUDENT];
const PAGES: Record<string, Dictionary[][]> = {
  'main.tsx': [PAGE_DICTIONARIES.login],
  'auth/ResetPasswordPage.tsx': [PAGE_DICTIONARIES.resetPassword],
  'auth/signup/SignUpPage.tsx': [PAGE_DICTIONARIES.signUp],
  'auth/signup/SignUpConfirmPage.tsx': [PAGE_DICTIONARIES.signUp],
  'auth/signup/TermsPage.tsx': [PAGE_DICTIONARIES.signUp],
  'auth/ForgotPasswordDialog.tsx': [PAGE_DICTIONARIES.login],
  'shell/LanguageMenu.tsx': [PAGE_DICTIONARIES.login, ...AREAS],
  'areas/AdminArea.tsx': [PAGE_DICTIONARIES.ADMIN],
  'areas/InstructorArea.tsx': [PAGE_DICTIONARIES.INSTRUCTOR],
  'areas/StudentArea.tsx': [PAGE_DICTIONARIES.STUDENT],
  'learning/shared/calendar/CalendarPage.tsx': AREAS.map((area) => [...area, ...PAGE_DICTIONARIES.calendar]),
  'learning/instructor/tasks/RichTextEditor.tsx': [PAGE_DICTIONARIES.INSTRUCTOR],
};
const dictionaryFile = (f: string) => /\/i18n\/(en|ru)[A-Z]?\w*\.ts$/.test(f);

describe('the dictionaries each page loads', () => {
  it('knows every page the app loads on its own', () => {
    const reached = new Set<string>();
    const stack = [file('main.tsx')];
    while (stack.length) {
      const entry = stack.pop()!;
      if (reached.has(entry)) continue;
      reached.add(entry);
      stack.push(...[...lazyTargets(staticClosure(entry))].filter((target) => !dictionaryFile(target)));
    }
    expect([...reached].map((f) => path.relative(SRC, f)).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('never share a namespace, so merging them loses nothing, and have the same ones in both languages', () => {
    const owners = DICTIONARIES.flatMap((name) => Object.keys(dictionary('en', name)).map((namespace) => `${namespace}:${name}`));
    expect(new Set(owners.map((o) => o.split(':')[0])).size).toBe(owners.length);
    for (const name of DICTIONARIES)
      expect(Object.keys(dictionary('ru', name)).sort(), name).toEqual(Object.keys(dictionary('en', name)).sort());
  });

  it('finds the keys the code writes out', () => {
    const keys = keysIn(staticClosure(file('areas/AdminArea.tsx')), namespaces());
    expect(keys.size).toBeGreaterThan(100);
    expect(keys.get('sections.*')?.prefix).toBe(true);
    expect(keys.has('auth.login.submit')).toBe(false);
    expect(keysIn(staticClosure(file('main.tsx')), namespaces()).has('auth.login.submit')).toBe(true);
  });

  it.each(Object.entries(PAGES))('every key %s uses is there in both languages', (page, sets) => {
    const keys = keysIn(staticClosure(file(page)), namespaces());
    const missing: string[] = [];
    for (const names of sets) {
      for (const language of LANGUAGES) {
        const messages = merged(language, names);
        for (const [key, { prefix, file: where }] of keys) {
          if (!NOT_KEYS.has(key) && !found(messages, key, prefix)) missing.push(`${language} [${names.join(' ')}] ${key} (${where})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the entry (the login page) imports no dictionary: each comes on demand, in one language', () => {
    const entry = staticClosure(file('main.tsx'));
    expect([...entry].filter(dictionaryFile).map((f) => path.relative(SRC, f))).toEqual([]);
    expect([...entry].flatMap((f) => readSource(f).specifiers).filter((s) => s.startsWith('ra-language-'))).toEqual([]);
  });
});
