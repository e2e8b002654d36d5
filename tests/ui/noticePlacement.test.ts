import { describe, expect, it } from 'vitest';
import { candidateSpots, intersects, placeNotices, type Box } from '../../src/shell/noticePlacement';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height });
const covers = (spot: { left: number; top: number; width: number }, height: number, controls: Box[]) =>
  controls.some((control) => intersects({ ...spot, height }, control));

describe('where the notices go', () => {
  it('top right below the app bar when nothing is there', () => {
    const spot = placeNotices({
      viewport: { width: 1280, height: 800 },
      appBarBottom: 64,
      stackHeight: 60,
      controls: [box(20, 20, 40, 40)],
    });
    expect(spot).toEqual({ left: 1280 - 16 - 380, top: 72, width: 380 });
  });

  it("at 1280 px a list's Create and Import buttons push them to the bottom right; the menu on the left is never covered", () => {
    const controls = [box(1040, 80, 90, 36), box(1140, 80, 110, 36), box(0, 64, 240, 700), box(260, 740, 600, 40)];
    const spot = placeNotices({ viewport: { width: 1280, height: 800 }, appBarBottom: 64, stackHeight: 60, controls });
    expect(spot).toEqual({ left: 884, top: 800 - 16 - 60, width: 380 });
    expect(covers(spot, 60, controls)).toBe(false);
  });

  it('at 415 px the toolbar above and the + button below leave them beside the + button, narrower', () => {
    const fab = box(343, 728, 56, 56);
    const controls = [box(300, 70, 90, 36), box(16, 70, 120, 36), fab, box(0, 400, 415, 48)];
    const spot = placeNotices({ viewport: { width: 415, height: 800 }, appBarBottom: 56, stackHeight: 52, controls });
    expect(covers(spot, 52, controls)).toBe(false);
    expect(spot.left + spot.width).toBeLessThanOrEqual(fab.left);
  });

  it('when every spot covers something, the first of those covering fewest', () => {
    const viewport = { width: 1280, height: 800 };
    const everywhere = candidateSpots({ viewport, appBarBottom: 64, stackHeight: 52 });
    // One control under each spot, and a second one under the first.
    const controls = everywhere.map((spot) => box(spot.left + 1, spot.top + 1, 4, 4));
    controls.push(box(everywhere[0].left + 10, everywhere[0].top + 1, 4, 4));
    expect(placeNotices({ viewport, appBarBottom: 64, stackHeight: 52, controls })).toEqual(everywhere[1]);
  });

  it('never goes over the app bar', () => {
    for (const spot of candidateSpots({ viewport: { width: 415, height: 120 }, appBarBottom: 56, stackHeight: 200 }))
      expect(spot.top).toBeGreaterThanOrEqual(64);
  });
});
