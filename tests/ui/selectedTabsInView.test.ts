import { describe, expect, it } from 'vitest';
import { scrollTabIntoView } from '../../src/shell/useSelectedTabsInView';

/** An element with a fixed box (jsdom lays nothing out). */
function boxed(left: number, width: number, clientWidth = width): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({
    left,
    right: left + width,
    width,
    top: 0,
    bottom: 48,
    height: 48,
    x: left,
    y: 0,
    toJSON: () => ({}),
  });
  Object.defineProperty(element, 'clientWidth', { value: clientWidth });
  return element;
}

describe('the selected tab is kept in view', () => {
  it('scrolls a bar just enough to show a tab past its right edge', () => {
    const bar = boxed(40, 335);
    expect(scrollTabIntoView(bar, boxed(360, 120))).toBe(true);
    expect(bar.scrollLeft).toBe(360 + 120 - 375);
  });

  it('scrolls back for a tab cut on the left, and leaves a visible one alone', () => {
    const bar = boxed(40, 335);
    bar.scrollLeft = 200;
    scrollTabIntoView(bar, boxed(10, 100));
    expect(bar.scrollLeft).toBe(170);
    scrollTabIntoView(bar, boxed(100, 100));
    expect(bar.scrollLeft).toBe(170);
  });

  it('waits while the bar has no width yet (not laid out)', () => {
    const bar = boxed(0, 0, 0);
    expect(scrollTabIntoView(bar, boxed(360, 120))).toBe(false);
    expect(bar.scrollLeft).toBe(0);
  });
});
