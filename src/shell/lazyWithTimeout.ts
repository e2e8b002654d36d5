import { lazy, type ComponentType } from 'react';

/** SPEC §9: a screen's chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('The page took too long to load');
    this.name = 'ChunkTimeoutError';
  }
}

/** A download that fails after timeoutMs instead of hanging: chunks and dictionaries alike. */
export function withTimeout<T>(factory: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    factory().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** React.lazy with a time limit, so a stalled download ends in a retry message, not a spinner forever. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a page's props are its own business.
export function lazyWithTimeout<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(() => withTimeout(factory, timeoutMs));
}
