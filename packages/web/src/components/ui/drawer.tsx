import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from './drawer-popup.tsx';

/** Base UI's drawer arrives with the first open. */
const loadPopup = () => import('./drawer-popup.tsx');

export type { DrawerProps };

const DrawerPopup = lazy(loadPopup);

/**
 * A modal panel from the window's edge (role="dialog", named by its header): focus kept inside,
 * Escape, a tap outside or a swipe towards its edge closes it, and focus returns to the opener.
 */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPopup {...props} />
    </Suspense>
  );
}
