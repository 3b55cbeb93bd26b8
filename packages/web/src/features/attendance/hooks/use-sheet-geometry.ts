import useMediaQuery from '@mui/material/useMediaQuery';
import { BOTTOM_SHEET } from '@turnout/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowHeight = () => window.innerHeight;

/**
 * The sheet's two heights (SPEC §9): collapsed 248 px on touch devices, 264 px with a mouse
 * (room for the expand button); expanded to the window height minus 228 px.
 */
export function useSheetGeometry() {
  // A coarse pointer (finger) is what makes dragging the natural way to resize the sheet.
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const height = useSyncExternalStore(subscribe, windowHeight);
  const collapsed = touch ? BOTTOM_SHEET.collapsedHeightTouch : BOTTOM_SHEET.collapsedHeightPointer;
  const expanded = Math.max(collapsed, height - BOTTOM_SHEET.expandedHeightOffset);
  return { touch, collapsed, expanded };
}
