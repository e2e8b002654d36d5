import type { Language } from '../../src/api/constants.js';
import { t, type MessageKey } from './index.js';
import { operatorEn, type OperatorMessages } from './operatorEn.js';
import { operatorRu } from './operatorRu.js';

/*
 * The operator's messages: configuration errors, the start script and the `lms` command. The
 * operator reads them in a terminal, so the language comes from the locale variables as for
 * other Unix tools, not from a browser's Accept-Language.
 */

const dictionaries: Record<Language, OperatorMessages> = { en: operatorEn, ru: operatorRu };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the operator dictionary, e.g. `config.port`. */
export type OperatorKey = Leaves<OperatorMessages>;

/** A message to be worded later, in the language of whoever reads it. */
export interface OperatorText {
  key: OperatorKey;
  params?: OperatorParams;
}

/**
 * A placeholder's value: text as is, a number written as the language writes numbers, another
 * operator message, or a message of the users' dictionary (the app's rules, e.g. a weak password).
 */
export type OperatorParam = string | number | OperatorText | { userKey: MessageKey };
export type OperatorParams = Record<string, OperatorParam>;

/**
 * The operator's language from LC_ALL, then LC_MESSAGES, then LANG, the order POSIX gives them:
 * the first one set decides. `ru`, `ru_RU.UTF-8` and the like mean Russian; anything else,
 * C and POSIX included, English.
 */
export function operatorLanguage(env: Record<string, string | undefined>): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^ru([_.@-]|$)/i.test(locale) ? 'ru' : 'en';
}

const LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU' };

/** A number as the language writes it (1,234.5 or 1 234,5), with exactly `decimals` digits when given. */
export function formatNumber(lang: Language, value: number, decimals?: number): string {
  const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(LOCALES[lang], digits).format(value);
}

function render(lang: Language, value: OperatorParam): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(lang, value);
  if ('userKey' in value) return t(lang, value.userKey);
  return operatorText(lang, value.key, value.params);
}

/** Words an operator message, filling `%{name}` placeholders. Unknown keys return the key itself. */
export function operatorText(lang: Language, key: OperatorKey, params: OperatorParams = {}): string {
  let node: unknown = dictionaries[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === 'string' ? node : key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => (name in params ? render(lang, params[name]!) : `%{${name}}`));
}

/**
 * An error whose text is in the operator dictionary. Its `message` is English, for logs and
 * stack traces; what the operator is shown is `describe(lang)`.
 */
export class OperatorError extends Error {
  constructor(
    readonly key: OperatorKey,
    readonly params: OperatorParams = {},
  ) {
    super(operatorText('en', key, params));
  }

  describe(lang: Language): string {
    return operatorText(lang, this.key, this.params);
  }
}
