import { Drawer as Base } from '@base-ui/react/drawer';
import type { DrawerProps } from './drawer.tsx';
import styles from './drawer.module.css';

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
