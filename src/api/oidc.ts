/** The contract of sign-in with an external OpenID Connect provider, shared by the app and the server. */

/** GET /api/auth/oidc/config: whether the login page shows "Sign in with {label}". */
export interface OidcConfigResponse {
  enabled: boolean;
  label: string | null;
}

/**
 * Why a sign-in with the provider ended without a session; the callback sends the browser to
 * `/sign-in#error=<reason>&lang=<language>` and the page shows the matching message.
 */
export const OIDC_FAILURES = [
  'state', // unknown, expired, replayed, or begun in another browser
  'nonce', // the ID Token was not issued for this sign-in
  'unverified', // the provider does not vouch for the email (or gave none)
  'unknownUser', // no account has that email; none is created
  'blocked',
  'denied', // the user cancelled at the provider
  'provider', // the provider is unreachable or answered something unusable
  'disabled', // no provider is configured
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];

export const isOidcFailure = (value: string | null | undefined): value is OidcFailure =>
  (OIDC_FAILURES as readonly string[]).includes(value ?? '');

/** The address of the button: a browser navigation, carrying the login page's language. */
export const oidcStartPath = (language: string) => `/api/auth/oidc/start?lang=${encodeURIComponent(language)}`;
