import { useEffect } from 'react';

/** The tab's title: '<page> — <school or app>' (SPEC §9: every screen names itself), the site alone when the page has no name yet. */
export function documentTitle(page: string | null | undefined, site: string): string {
  const name = page?.trim();
  return name && name !== site ? `${name} — ${site}` : site;
}

/** Keeps the tab's title to the page shown and the site it belongs to (the school's name, or the product's). */
export function useDocumentTitle(page: string | null | undefined, site: string): void {
  useEffect(() => {
    document.title = documentTitle(page, site);
  }, [page, site]);
}
