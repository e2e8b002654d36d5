import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';

/**
 * Field rules shared by the browser forms and the server, so both refuse the same input
 * with the same message key. Keys resolve in both apps' dictionaries under `validation.*`.
 */
export type RuleKey =
  'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordsDoNotMatch';

// One dot-separated domain with a TLD of letters; accepts the demo's `.test` addresses.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;

/** Trims and lower-cases an email the way login sends it (SPEC §5). */
/**
 * A text as searches compare it, for lists filtered in memory (the rating on the server, the
 * mocks): lower case, ё as е. The SQL searches fold the same way (server/lib/listing.ts).
 */
export const foldForSearch = (text: string): string => text.toLocaleLowerCase().replaceAll('ё', 'е');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string | undefined | null): RuleKey | null {
  const value = (email ?? '').trim();
  if (!value) return 'emailRequired';
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(value)) return 'emailInvalid';
  return null;
}

export function checkPassword(password: string | undefined | null): RuleKey | null {
  const value = password ?? '';
  if (!value) return 'passwordRequired';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}
