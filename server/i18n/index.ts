import { normalizeLanguage, type Language } from '../../src/api/constants.js';
import { en, type Messages } from './en.js';
import { ru } from './ru.js';

const dictionaries: Record<Language, Messages> = { en, ru };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the server dictionary, e.g. `errors.notFound`. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;

/** Translates a key, filling `%{name}` placeholders. Unknown keys return the key itself. */
export function t(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  let node: unknown = dictionaries[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === 'string' ? node : key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `%{${name}}`));
}

/** The language of a request: the first supported entry of Accept-Language, else English. */
export function languageFromHeader(header: string | undefined): Language {
  return chosenLanguage(header) ?? 'en';
}

/** The supported language a request's Accept-Language asks for, or null when it names none. */
export function chosenLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = normalizeLanguage(tag);
    if (tag.toLowerCase().startsWith(lang)) return lang;
  }
  return null;
}
