import { lazy, Suspense, useState, type ReactNode } from 'react';

/** Base UI's drawer arrives with the first open. */
const loadPopup = () => import('./drawer-popup.tsx');
const DrawerPopup = lazy(loadPopup);

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The edge it slides from. */
  anchor?: 'left' | 'right' | 'bottom';
  children: ReactNode;
  /** The id of its header's text: the drawer's accessible name. */
  'aria-labelledby'?: string;
  /** Or a name of its own. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

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
