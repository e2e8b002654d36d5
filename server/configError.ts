/**
 * A setting the operator gave is wrong: the process says which and stops. Its own module so the
 * parsers of single settings (lib/oidcConfig.ts, lib/storageUrl.ts) need not import config.ts,
 * which imports them.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
