import { useEffect, useSyncExternalStore } from 'react';

/*
 * Every area page has one h1. react-admin's own pages (lists, forms, shows) have no heading
 * of their own: their title in the app bar is the h1. Hand-built pages (the learning pages,
 * the home) show a large heading of their own, which is then the h1, and the app bar's title
 * stays plain text, so a screen reader meets the page's name once as its top heading.
 */

let ownHeadings = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number) {
  ownHeadings += by;
  for (const listener of listeners) listener();
}

/** Called by a page that shows its own h1 while it is on screen. */
export function useOwnPageHeading(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** Whether the page on screen shows its own h1 (then the app bar's title is not one). */
export function usePageHasOwnHeading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ownHeadings > 0,
    () => false,
  );
}
