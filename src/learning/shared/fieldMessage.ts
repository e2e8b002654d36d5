import type { TranslateFunction } from 'react-admin';

const ARGS_PREFIX = '@@react-admin@@';

/**
 * The text of a form error: a translation key, a key with arguments in react-admin's form
 * (src/resources/shared/validation.ts withArgs), or the server's own message as it came.
 */
export function fieldMessage(translate: TranslateFunction, message: string | undefined): string {
  if (!message) return '';
  if (message.startsWith(ARGS_PREFIX)) {
    try {
      const { message: key, args } = JSON.parse(message.slice(ARGS_PREFIX.length)) as { message: string; args?: Record<string, unknown> };
      return translate(key, args);
    } catch {
      return message;
    }
  }
  return translate(message, { _: message });
}
