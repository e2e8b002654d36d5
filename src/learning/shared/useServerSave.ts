import { useCallback } from 'react';
import { useServerCall } from '../../shell/useServerCall';

export interface ServerSaveOptions {
  /**
   * Where the server's 400 naming a field goes: the form shows its message under that input
   * (the names are the API's; the last part of a dotted one counts).
   */
  onFieldError?: (field: string, message: string) => boolean | void;
}

/**
 * Runs a create, update or delete of the learning pages (src/shell/useServerCall.ts): the
 * server's message as the green notice, its error as the red one (and under the field it
 * names), then a reload of what the page shows. Answers the saved answer, or null.
 */
export function useServerSave() {
  const { call, busy } = useServerCall();
  const save = useCallback(
    async <T extends { message?: string } | undefined>(work: () => Promise<T>, options: ServerSaveOptions = {}): Promise<T | null> => {
      const { onFieldError } = options;
      const done = await call(work, {
        onFieldError: onFieldError && ((field, message) => onFieldError(field.split('.').pop() as string, message)),
      });
      return done ? done.answer : null;
    },
    [call],
  );
  return { save, busy };
}
