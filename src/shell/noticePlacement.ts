import { useLayoutEffect, useState, type RefObject } from 'react';

/*
 * Where the notice stack goes so that it covers no control (SPEC §9: a notice must never hide
 * the Create, Import, Edit or Delete button it follows). A fixed spot always lands on some page's
 * toolbar (top right: a list's Create and Import; bottom right: the phone's + button; left: the
 * menu), so the stack takes the first of a few spots, in a fixed order, whose box meets none of
 * the controls on screen, and measures again while it is up (the page behind it changes: a save
 * leads to the list, which loads after the notice appears).
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface NoticeSpot {
  left: number;
  top: number;
  width: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The app bar's bottom edge: nothing goes over it. */
  appBarBottom: number;
  /** The stack's height now (its width changes with the spot; its height is taken as is). */
  stackHeight: number;
  /** The visible controls. */
  controls: readonly Box[];
}

/** Below this width the app lays out for phones, and a notice takes the whole width. */
const PHONE_WIDTH = 600;
const MARGIN = 16;
/** A notice's width on larger screens. */
const WIDE = 380;
/** Room kept beside a narrower phone notice: the + button (56 px) and its margin. */
const FAB_ROOM = 72;

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/** The spots tried, best first: top right below the app bar, then bottom right, bottom left, top left, the middles, and on phones narrower ones beside the + button. */
export function candidateSpots({ viewport, appBarBottom, stackHeight }: Omit<PlacementInput, 'controls'>): NoticeSpot[] {
  const phone = viewport.width < PHONE_WIDTH;
  const full = phone ? viewport.width - 2 * MARGIN : Math.min(WIDE, viewport.width - 2 * MARGIN);
  const widths = phone ? [full, Math.max(160, full - FAB_ROOM)] : [full];
  const top = appBarBottom + 8;
  const bottom = Math.max(top, viewport.height - MARGIN - stackHeight);
  const spots: NoticeSpot[] = [];
  for (const width of widths) {
    const right = viewport.width - MARGIN - width;
    const centre = Math.round((viewport.width - width) / 2);
    spots.push(
      { left: right, top, width },
      { left: right, top: bottom, width },
      { left: MARGIN, top: bottom, width },
      { left: MARGIN, top, width },
      { left: centre, top, width },
      { left: centre, top: bottom, width },
    );
  }
  return spots;
}

/** The first spot that covers no control; when every spot covers some, the one covering fewest. */
export function placeNotices(input: PlacementInput): NoticeSpot {
  let best: { spot: NoticeSpot; covered: number } | null = null;
  for (const spot of candidateSpots(input)) {
    const box = { ...spot, height: input.stackHeight };
    const covered = input.controls.filter((control) => intersects(box, control)).length;
    if (covered === 0) return spot;
    if (!best || covered < best.covered) best = { spot, covered };
  }
  return best!.spot;
}

const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="combobox"], [role="link"]';

/** The boxes of the controls a user can see now, leaving out the stack's own. */
function visibleControls(stack: HTMLElement): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (stack.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
    boxes.push({ left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  }
  return boxes;
}

function appBarBottom(): number {
  const bar = document.querySelector('header.MuiAppBar-root');
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/**
 * The spot of the stack while it holds `count` notices: measured when one comes or goes and
 * again, once a frame at most, as the page below it changes, scrolls or is resized.
 */
export function useNoticePlacement(stackRef: RefObject<HTMLElement | null>, count: number): NoticeSpot | null {
  const [spot, setSpot] = useState<NoticeSpot | null>(null);
  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (count === 0 || !stack) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = placeNotices({
        viewport: { width: window.innerWidth, height: window.innerHeight },
        appBarBottom: appBarBottom(),
        stackHeight: stack.getBoundingClientRect().height,
        controls: visibleControls(stack),
      });
      setSpot((now) => (now && now.left === next.left && now.top === next.top && now.width === next.width ? now : next));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver((records) => {
      // The stack's own changes (its spot, a notice coming) do not move the page's controls.
      if (records.some((record) => !stack.contains(record.target))) later();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, true);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, true);
    };
  }, [stackRef, count]);
  return spot;
}
