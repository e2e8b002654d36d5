import { useEffect } from 'react';

/*
 * Keeps the selected tab of every scrollable tab bar in view. MUI scrolls it into view only when
 * its indicator moves, which misses a page opened straight at a later tab while its bar is still
 * being laid out (a phone then shows the first tabs, cut, and not the one that is open). So
 * whenever the page changes, each bar whose selected tab is new to it is scrolled, once, just
 * enough to show that tab whole; a bar the user scrolls afterwards is left alone.
 */

/** The tab each scroller was last scrolled to, so that it is done once per selection. */
const shown = new WeakMap<Element, Element>();

/** Scrolls `scroller` so that `tab` is fully inside it; answers whether it could (the bar has a width). */
export function scrollTabIntoView(scroller: HTMLElement, tab: HTMLElement): boolean {
  if (scroller.clientWidth === 0) return false;
  const bar = scroller.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < bar.left) scroller.scrollLeft -= bar.left - box.left;
  else if (box.right > bar.right) scroller.scrollLeft += box.right - bar.right;
  return true;
}

function showSelectedTabs(root: ParentNode) {
  for (const scroller of root.querySelectorAll<HTMLElement>('.MuiTabs-scroller')) {
    const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!tab || shown.get(scroller) === tab) continue;
    if (scrollTabIntoView(scroller, tab)) shown.set(scroller, tab);
  }
}

/** While mounted (in the areas' layout), shows the selected tab of each tab bar on the page. */
export function useSelectedTabsInView(): void {
  useEffect(() => {
    let frame = 0;
    const later = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          showSelectedTabs(document);
        });
    };
    later();
    const observer = new MutationObserver(later);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected'] });
    window.addEventListener('resize', later);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, []);
}
