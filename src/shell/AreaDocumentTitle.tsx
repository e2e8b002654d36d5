import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBranding } from './branding';
import { useDocumentTitle } from './documentTitle';

/** Where react-admin's <TitlePortal> shows the page's <Title> in the app bar. */
const TITLE_ID = 'react-admin-title';

/**
 * Names the tab after the page shown and the school: '<page> — <school>'. Every area page sets
 * its title through react-admin's <Title> (lists, forms and hand-built pages alike), which lands
 * in the app bar; this reads it from there, so no page has to set the tab's title itself.
 * Rendered after the app bar's <TitlePortal>.
 */
export function AreaDocumentTitle() {
  const translate = useTranslate();
  const school = useBranding()?.name;
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    // Watch the app bar that holds the title, not the element, and read it by id: an element
    // replaced (as the h1 once was, for a span, on pages with their own heading) would go unseen.
    const holder = document.getElementById(TITLE_ID)?.parentElement ?? document.body;
    const read = () => setPage(document.getElementById(TITLE_ID)?.textContent ?? null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(holder, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  useDocumentTitle(page, school ?? translate('app.name'));
  return null;
}
