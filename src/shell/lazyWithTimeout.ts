import { lazy, type ComponentType } from 'react';

/** SPEC §9: a screen's chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('The page took too long to load');
    this.name = 'ChunkTimeoutError';
  }
}

/** React.lazy with a time limit, so a stalled download ends in a retry message, not a spinner forever. */
export function lazyWithTimeout<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
        factory().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
