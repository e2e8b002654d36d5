// The table is JSON so that the benches (plain .mjs run by node, bench/lib/people.mjs) read the
// same one without a build: Russian letters in Latin ones as in Russian passports (х kh, щ shch).
import TRANSLIT from './translit.json' with { type: 'json' };

const table: Record<string, string> = TRANSLIT;

/** A name in Latin letters and digits only (Russian letters transliterated), for email addresses. */
export const latin = (text: string) =>
  [...text.toLowerCase()]
    .map((c) => table[c] ?? c)
    .join('')
    .replace(/[^a-z0-9]/g, '');
