import { Menu as Base } from '@base-ui/react/menu';
import type { ReactNode, RefObject } from 'react';
import { MenuParts } from './menu-parts.ts';
import styles from './menu.module.css';

interface MenuPopupProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
  label: string;
  align: 'start' | 'end';
  children: ReactNode;
}

/** The Base UI part of `Menu`, loaded with its first open. */
export default function MenuPopup({
  id,
  open,
  onOpenChange,
  anchor,
  label,
  align,
  children,
}: MenuPopupProps) {
  return (
    <Base.Root
      open={open}
      onOpenChange={(next, details) => {
        // A press on the trigger is the trigger's own toggle, not a click outside.
        const target = details.event?.target;
        if (
          !next &&
          details.reason === 'outside-press' &&
          target instanceof Node &&
          anchor.current?.contains(target)
        ) {
          return;
        }
        onOpenChange(next);
      }}
      modal={false}
    >
      <Base.Portal>
        <Base.Positioner className={styles.positioner} anchor={anchor} align={align} sideOffset={4}>
          <Base.Popup id={id} className={styles.popup} aria-label={label} finalFocus={anchor}>
            <MenuParts value={Base}>{children}</MenuParts>
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  );
}
