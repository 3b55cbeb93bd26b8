import type { ReactNode } from 'react';
import { Drawer as Base } from '@base-ui/react/drawer';
import styles from './drawer.module.css';

/** What `Drawer` takes (drawer.tsx). */
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

const SWIPE = { left: 'left', right: 'right', bottom: 'down' } as const;

/** The Base UI part of `Drawer`, loaded with its first open. */
export default function DrawerPopup({
  open,
  onClose,
  anchor = 'left',
  children,
  id,
  className,
  'aria-label': label,
  'aria-labelledby': labelledBy,
}: DrawerProps) {
  return (
    <Base.Root
      open={open}
      onOpenChange={(next) => !next && onClose()}
      swipeDirection={SWIPE[anchor]}
    >
      <Base.Portal>
        <Base.Backdrop className={styles.backdrop} />
        <Base.Viewport className={styles.viewport} data-anchor={anchor}>
          <Base.Popup
            id={id}
            className={className ? `${styles.popup} ${className}` : styles.popup}
            aria-label={label}
            aria-labelledby={labelledBy}
          >
            {children}
          </Base.Popup>
        </Base.Viewport>
      </Base.Portal>
    </Base.Root>
  );
}
