import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMockSchool } from '../../src/mocks/adminHandlers';
import { server } from './server';

/**
 * Browsers resolve a relative URL such as the app's `/api/...` against the page; Node's Request,
 * which jsdom leaves in place, refuses it. This lets the app's own client run unchanged here.
 */
class PageRelativeRequest extends globalThis.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && !URL.canParse(input) ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // Globals are off, so Testing Library cannot register its own cleanup.
  cleanup();
  server.resetHandlers();
  resetMockSchool();
  vi.useRealTimers();
  window.localStorage.clear();
});

afterAll(() => server.close());
