import useMediaQuery from '@mui/material/useMediaQuery';
import { BOTTOM_SHEET, BREAKPOINTS } from '../../../lib/ui-constants.ts';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowHeight = () => window.innerHeight;

/** On a desktop window (the spec's md breakpoint and up) the day sits beside the calendar. */
export const SIDE_PANEL_WIDTH = 360;
const SIDE_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

/**
 * Whether the day's details are a side panel (wide windows), and otherwise the sheet's two heights (SPEC §9): collapsed 248 px on touch devices, 264 px with a mouse
 * (room for the expand button); expanded to the window height minus 228 px.
 */
export function useSheetGeometry() {
  // A coarse pointer (finger) is what makes dragging the natural way to resize the sheet.
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const side = useMediaQuery(SIDE_QUERY, { noSsr: true });
  const height = useSyncExternalStore(subscribe, windowHeight);
  const collapsed = touch ? BOTTOM_SHEET.collapsedHeightTouch : BOTTOM_SHEET.collapsedHeightPointer;
  const expanded = Math.max(collapsed, height - BOTTOM_SHEET.expandedHeightOffset);
  return { side, touch, collapsed, expanded };
}
