import { useEffect, useRef } from 'react';

/**
 * For a read-only table (no link, button or checkbox in its rows): react-admin's table wrapper
 * scrolls sideways on a phone, and a keyboard user can scroll only what takes the focus (axe's
 * scrollable-region-focusable). The wrapper becomes a named region in the tab order. It is
 * react-admin's element, drawn again when the data comes, so the container is watched and each
 * new wrapper labelled.
 */
export function useTableScrollRegion<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const labelWrappers = () => {
      for (const wrapper of Array.from(container.querySelectorAll<HTMLElement>('.RaDataTable-tableWrapper'))) {
        if (wrapper.getAttribute('aria-label') === label) continue;
        wrapper.tabIndex = 0;
        wrapper.setAttribute('role', 'region');
        wrapper.setAttribute('aria-label', label);
      }
    };
    labelWrappers();
    const observer = new MutationObserver(labelWrappers);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return ref;
}
