import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMockStore } from '../../src/mocks/store/mockStore';
import { LANGUAGES } from '../../src/api/constants';
import { DICTIONARIES, loadDictionaries } from '../../src/i18n/dictionaries';
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

// findBy* and waitFor give the page up to 5 s (not 1 s) to reach what the test expects: on a
// loaded 2-core CI machine a dialog's close or a lazily loaded chunk can take longer than 1 s.
// It only bounds waiting; a test still fails when the expected state never comes.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The app loads each dictionary when a page that shows it opens (src/i18n/dictionaries.ts).
// Components rendered on their own here find every one already loaded, in both languages;
// tests/ui/i18nLoading.test.tsx checks the loading itself on fresh modules.
beforeAll(() => Promise.all(LANGUAGES.map((language) => loadDictionaries(language, DICTIONARIES))));

afterEach(() => {
  // Globals are off, so Testing Library cannot register its own cleanup.
  cleanup();
  server.resetHandlers();
  resetMockStore();
  vi.useRealTimers();
  window.localStorage.clear();
});

afterAll(() => server.close());
