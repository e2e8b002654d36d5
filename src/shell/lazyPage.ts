import type { ComponentType } from 'react';
import { i18nProvider } from '../i18n/i18nProvider';
import { PAGE_DICTIONARIES, loadDictionaries } from '../i18n/dictionaries';
import { lazyWithTimeout } from './lazyWithTimeout';

/**
 * A page loaded on demand, its dictionaries fetched alongside its chunk rather than after it:
 * the page's useDictionaries then finds them there or on the way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a page's props are its own business.
export function lazyPage<T extends ComponentType<any>>(page: keyof typeof PAGE_DICTIONARIES, factory: () => Promise<{ default: T }>) {
  return lazyWithTimeout(() => {
    // A failure shows where the page waits for them (useDictionaries), with its retry.
    loadDictionaries(i18nProvider.getLocale(), PAGE_DICTIONARIES[page])?.catch(() => undefined);
    return factory();
  });
}
