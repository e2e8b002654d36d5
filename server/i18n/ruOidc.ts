import type { enOidc } from './enOidc.js';

/** Server messages of sign-in with an external OpenID Connect provider, in Russian (spread into ru.ts). */
export const ruOidc = {
  oidc: {
    codeInvalid: 'Этот вход устарел или уже использован. Пожалуйста, войдите снова.',
  },
} satisfies typeof enOidc;
