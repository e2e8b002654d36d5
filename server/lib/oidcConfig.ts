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
    throw new ConfigError(`OIDC_ISSUER_URL must be a URL such as https://id.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new ConfigError(`OIDC_ISSUER_URL must start with https:// (http:// only for localhost), got "${raw}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`OIDC_ISSUER_URL must not carry a query, a fragment or credentials, got "${raw}"`);
  }
  // The issuer is compared character for character with the provider's metadata: keep it as written.
  return raw;
}

function parseToken(name: string, raw: string, max: number, shown: string): string {
  if (raw.trim() !== raw || /\s/.test(raw) || CONTROL.test(raw)) {
    throw new ConfigError(`${name} must not contain spaces or control characters, got ${shown}`);
  }
  if (raw.length > max) throw new ConfigError(`${name} must be at most ${max} characters, got ${raw.length}`);
  return raw;
}

function parseLabel(raw: string): string {
  const label = raw.trim();
  if (!label || CONTROL.test(raw)) {
    throw new ConfigError(`OIDC_BUTTON_LABEL must be a short name such as "Google", got "${raw}"`);
  }
  if (label.length > OIDC_LABEL_MAX) {
    throw new ConfigError(`OIDC_BUTTON_LABEL must be at most ${OIDC_LABEL_MAX} characters, got ${label.length}`);
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
    throw new ConfigError(`OIDC_ISSUER_URL must be set when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'}`);
  }
  const issuerUrl = parseIssuer(issuer);
  if (!clientId) throw new ConfigError('OIDC_CLIENT_ID must be set when OIDC_ISSUER_URL is');
  return {
    issuerUrl,
    clientId: parseToken('OIDC_CLIENT_ID', clientId, CLIENT_ID_MAX, `"${clientId}"`),
    // A secret is never echoed back, even in an error.
    clientSecret: secret === undefined ? undefined : parseToken('OIDC_CLIENT_SECRET', secret, CLIENT_SECRET_MAX, 'a value that does'),
    buttonLabel: label === undefined ? new URL(issuerUrl).hostname : parseLabel(label),
  };
}
