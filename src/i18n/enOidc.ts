import type { OidcFailure } from '../api/oidc';

/**
 * The strings of sign-in with an external provider (src/auth/OidcSignIn): the button on the
 * login page and the message for each way a sign-in can fail. Under one `oidc` key.
 */
export const enOidc = {
  oidc: {
    or: 'or',
    signInWith: 'Sign in with %{label}',
    signingIn: 'Signing you in…',
    errors: {
      state: 'This sign-in could not be verified: it expired, was already used or was started in another browser. Please try again.',
      nonce: 'The answer of the sign-in provider could not be verified. Please try again.',
      unverified: 'The sign-in provider does not confirm your email address. Confirm it there, or log in with your email and password.',
      unknownUser:
        'No account uses the email address of your sign-in provider. Ask your school administrator to add you, or log in with your email and password.',
      blocked: 'Your account is blocked. Please contact your school administrator.',
      denied: 'The sign-in was cancelled.',
      provider: 'The sign-in provider could not complete the sign-in. Please try again later, or log in with your email and password.',
      disabled: 'Sign-in with an external provider is not set up here. Log in with your email and password.',
    } satisfies Record<OidcFailure, string>,
  },
};
