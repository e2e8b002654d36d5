import { OperatorError } from './i18n/operator.js';

/**
 * A setting the operator gave is wrong: the process says which and stops. Its own module so the
 * parsers of single settings (lib/oidcConfig.ts, lib/storageUrl.ts) need not import config.ts,
 * which imports them. The text is a key of the operator dictionary (server/i18n/operator.ts),
 * worded in the operator's language where it is printed.
 */
export class ConfigError extends OperatorError {
  constructor(...args: ConstructorParameters<typeof OperatorError>) {
    super(...args);
    this.name = 'ConfigError';
  }
}
