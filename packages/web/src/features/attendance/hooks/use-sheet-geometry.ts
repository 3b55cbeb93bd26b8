import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../../components/ui/use-media-query.ts';
import { BOTTOM_SHEET, BREAKPOINTS, LAYOUT } from '../../../lib/ui-constants.ts';

// The window's height as of its last resize. Reading window.innerHeight in a render would make
// the browser lay out the page then and there whenever the DOM changed since the last layout, and
// again for the frame (docs/performance.md#marking-a-day).
let height: number | undefined;
const remember = () => {
  height = window.innerHeight;
};

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function windowHeight(): number {
  // Added before any component's listener, so they read the new height.
  if (height === undefined) window.addEventListener('resize', remember);
  return (height ??= window.innerHeight);
}

/** On a desktop window (the product's md breakpoint and up) the day sits beside the calendar. */
export const SIDE_PANEL_WIDTH = 360;
const SIDE_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

/**
 * The sheet's two heights in a window `height` px tall (docs/product.md#theme-and-layout):
 * collapsed 248 px on touch devices, 264 px with a mouse (room for the expand button); expanded
 * to the window height minus 228 px.
 * A short window (a phone held sideways, a desktop window at 200 % zoom) has some 270 px between
 * the app bar and the bottom navigation: there the collapsed sheet takes at most half of that, so
 * the calendar above it stays in reach, and the expanded one at least the full collapsed height.
 */
export function sheetHeights(height: number, touch: boolean) {
  const full = touch ? BOTTOM_SHEET.collapsedHeightTouch : BOTTOM_SHEET.collapsedHeightPointer;
  const room = height - LAYOUT.toolbarHeight - LAYOUT.bottomBarHeight;
  const collapsed = Math.min(full, Math.floor(room / 2));
  const expanded = Math.max(
    collapsed,
    Math.min(full, room),
    height - BOTTOM_SHEET.expandedHeightOffset,
  );
  return { collapsed, expanded };
}

/**
 * Whether the day's details are a side panel (wide windows), and otherwise the sheet's two
 * heights (sheetHeights).
 */
export function useSheetGeometry() {
  // A coarse pointer (finger) is what makes dragging the natural way to resize the sheet.
  const touch = useMediaQuery('(pointer: coarse)');
  const side = useMediaQuery(SIDE_QUERY);
  const height = useSyncExternalStore(subscribe, windowHeight);
  return { side, touch, ...sheetHeights(height, touch) };
}
