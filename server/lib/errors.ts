import type { MessageKey, MessageParams } from '../i18n/index.js';

/**
 * An error the client should see: an HTTP status and a dictionary key that the error
 * handler translates into the request's language. `field` names the input at fault.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly extra: { code?: string; field?: string } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, field?: string, params?: MessageParams) => new AppError(400, key, params, { field });
export const notFound = () => new AppError(404, 'errors.notFound');
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError(403, key);
