/** Server messages of sign-in with an external OpenID Connect provider, in English (spread into en.ts). */
export const enOidc = {
  oidc: {
    codeInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  },
};
