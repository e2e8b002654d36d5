import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcFailure } from '../../src/api/oidc.js';
import type { OidcConfig } from './oidcConfig.js';

export type { OidcFailure };

export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcError';
  }
}

/** What one sign-in must remember between the redirect to the provider and its callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The identity the provider vouched for. */
export interface OidcIdentity {
  subject: string;
  /** As the provider wrote it; undefined when it gave none. */
  email?: string;
  emailVerified: boolean;
}

export interface OidcClient {
  /** Fresh random state, nonce and PKCE verifier for one sign-in. */
  newChecks(): OidcChecks;
  /** The provider's authorisation URL for these checks (code flow, PKCE S256). */
  authorizationUrl(checks: OidcChecks): Promise<URL>;
  /**
   * Validates the callback (state, issuer, code exchange with the verifier, ID Token signature,
   * audience, expiry and nonce) and answers the identity. Throws OidcError.
   */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

const SCOPE = 'openid email profile';
const HTTP_TIMEOUT_SECONDS = 10;

/** The client authentication the provider accepts, preferring HTTP Basic (the OIDC default). */
function clientAuthFor(metadata: client.ServerMetadata, secret: string | undefined): client.ClientAuth {
  if (!secret) return client.None();
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (!methods.includes('client_secret_basic') && methods.includes('client_secret_post')) return client.ClientSecretPost(secret);
  return client.ClientSecretBasic(secret);
}

/** Some providers send email_verified as the string "true"; anything else is not a yes. */
const isTrue = (value: unknown) => value === true || value === 'true';

/** The claim a failed comparison was about: openid-client wraps oauth4webapi's error, which names it. */
function comparedClaim(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at && typeof at === 'object' && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    const claim = (at as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
  }
  return undefined;
}

function classify(error: unknown): OidcFailure {
  if (error instanceof client.AuthorizationResponseError) return error.error === 'access_denied' ? 'denied' : 'provider';
  if (error instanceof client.ClientError && error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && comparedClaim(error) === 'nonce') {
    return 'nonce';
  }
  return 'provider';
}

/**
 * The relying party of one configured provider, on openid-client. The provider's metadata is
 * discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export function createOidcClient(config: OidcConfig, redirectUri: string, log: FastifyBaseLogger): OidcClient {
  const issuer = new URL(config.issuerUrl);
  // Plain http is accepted by the configuration only for a provider on this machine.
  const insecure = issuer.protocol === 'http:';
  let discovered: Promise<client.Configuration> | undefined;

  const configuration = () => {
    discovered ??= (async () => {
      const found = await client.discovery(issuer, config.clientId, undefined, client.None(), {
        timeout: HTTP_TIMEOUT_SECONDS,
        execute: insecure ? [client.allowInsecureRequests] : [],
      });
      const metadata = found.serverMetadata();
      const ready = new client.Configuration(metadata, config.clientId, config.clientSecret, clientAuthFor(metadata, config.clientSecret));
      ready.timeout = HTTP_TIMEOUT_SECONDS;
      if (insecure) client.allowInsecureRequests(ready);
      return ready;
    })().catch((error: unknown) => {
      discovered = undefined;
      throw new OidcError('provider', `OpenID Connect discovery of ${config.issuerUrl} failed`, { cause: error });
    });
    return discovered;
  };

  return {
    newChecks: () => ({ state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }),

    async authorizationUrl(checks) {
      const ready = await configuration();
      return client.buildAuthorizationUrl(ready, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackUrl, checks) {
      const ready = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(ready, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new OidcError('provider', 'the token response carried no ID Token');
        let email = idToken.email;
        let verified = idToken.email_verified;
        // Many providers put the email only in the UserInfo answer (OIDC Core 5.4).
        if (email === undefined || verified === undefined) {
          const info = await client.fetchUserInfo(ready, tokens.access_token, idToken.sub);
          email ??= info.email;
          verified ??= info.email_verified;
        }
        return { subject: idToken.sub, email: typeof email === 'string' ? email : undefined, emailVerified: isTrue(verified) };
      } catch (error) {
        if (error instanceof OidcError) throw error;
        const reason = classify(error);
        // The provider said no or the user cancelled: that is not worth a warning.
        if (reason === 'provider') log.warn({ err: error, issuer: config.issuerUrl }, 'OpenID Connect sign-in failed');
        throw new OidcError(reason, error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
