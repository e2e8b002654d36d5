import { ConfigError } from '../configError.js';

/** Sign-in with an external OpenID Connect provider (SPEC §1), read from OIDC_* variables. */
export interface OidcConfig {
  /** The provider's issuer; its discovery document is at `${issuerUrl}/.well-known/openid-configuration`. */
  issuerUrl: string;
  clientId: string;
  /** Unset: a public client (PKCE only, no client authentication at the token endpoint). */
  clientSecret?: string;
  /** The name on the "Sign in with …" button; the issuer's host name when unset. */
  buttonLabel: string;
}

export const OIDC_LABEL_MAX = 40;
const CLIENT_ID_MAX = 255;
const CLIENT_SECRET_MAX = 1024;

// Any C0/C1 control character, DEL included: none belongs in an id, a secret or a label.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

function parseIssuer(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('config.oidcIssuerUrl', { value: raw });
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new ConfigError('config.oidcIssuerHttps', { value: raw });
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError('config.oidcIssuerExtras', { value: raw });
  }
  // The issuer is compared character for character with the provider's metadata: keep it as written.
  return raw;
}

function parseToken(name: string, raw: string, max: number, secret: boolean): string {
  if (raw.trim() !== raw || /\s/.test(raw) || CONTROL.test(raw)) {
    throw secret ? new ConfigError('config.oidcSecretSpaces') : new ConfigError('config.oidcTokenSpaces', { name, value: raw });
  }
  if (raw.length > max) throw new ConfigError('config.oidcTokenLength', { name, max, length: raw.length });
  return raw;
}

function parseLabel(raw: string): string {
  const label = raw.trim();
  if (!label || CONTROL.test(raw)) {
    throw new ConfigError('config.oidcLabel', { value: raw });
  }
  if (label.length > OIDC_LABEL_MAX) {
    throw new ConfigError('config.oidcLabelLength', { max: OIDC_LABEL_MAX, length: label.length });
  }
  return label;
}

/**
 * Reads OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_BUTTON_LABEL. All unset:
 * the option is off. The issuer and the client id go together; a secret or label without
 * them is a mistake, not a silent no-op. Each malformed value throws a ConfigError naming it.
 */
export function parseOidcConfig(env: Record<string, string | undefined>): OidcConfig | undefined {
  const value = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const issuer = value('OIDC_ISSUER_URL');
  const clientId = value('OIDC_CLIENT_ID');
  const secret = value('OIDC_CLIENT_SECRET');
  const label = value('OIDC_BUTTON_LABEL');
  if (!issuer && !clientId && !secret && !label) return undefined;
  if (!issuer) {
    const given = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_BUTTON_LABEL'].filter((name) => value(name));
    throw new ConfigError(given.length > 1 ? 'config.oidcIssuerMissingMany' : 'config.oidcIssuerMissingOne', { given: given.join(', ') });
  }
  const issuerUrl = parseIssuer(issuer);
  if (!clientId) throw new ConfigError('config.oidcClientIdMissing');
  return {
    issuerUrl,
    clientId: parseToken('OIDC_CLIENT_ID', clientId, CLIENT_ID_MAX, false),
    // A secret is never echoed back, even in an error.
    clientSecret: secret === undefined ? undefined : parseToken('OIDC_CLIENT_SECRET', secret, CLIENT_SECRET_MAX, true),
    buttonLabel: label === undefined ? new URL(issuerUrl).hostname : parseLabel(label),
  };
}
