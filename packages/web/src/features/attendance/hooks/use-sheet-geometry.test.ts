import { describe, expect, it } from 'vitest';
import { sheetHeights } from './use-sheet-geometry.ts';

describe('sheetHeights', () => {
  it('keeps the product’s heights wherever they leave the calendar room', () => {
    expect(sheetHeights(844, true)).toEqual({ collapsed: 248, expanded: 616 });
    expect(sheetHeights(800, false)).toEqual({ collapsed: 264, expanded: 572 });
  });

  it('leaves half the room between the bars to the calendar on a short window', () => {
    // A phone held sideways: 390 px, 270 between the app bar and the bottom navigation.
    expect(sheetHeights(390, true)).toEqual({ collapsed: 135, expanded: 248 });
    // A 1280×800 window at 200 % zoom: 400 CSS pixels high, with a mouse.
    expect(sheetHeights(400, false)).toEqual({ collapsed: 140, expanded: 264 });
  });
});
