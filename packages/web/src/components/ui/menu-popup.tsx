import { Menu as Base } from '@base-ui/react/menu';
import type { ReactNode, RefObject } from 'react';
import { MenuParts } from './menu-parts.ts';
import { closeUnlessTriggerPressed } from './trigger-press.ts';
import grow from './grow.module.css';
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
      onOpenChange={closeUnlessTriggerPressed(anchor, onOpenChange)}
      modal={false}
    >
      <Base.Portal>
        <Base.Positioner className={styles.positioner} anchor={anchor} align={align} sideOffset={4}>
          <Base.Popup
            id={id}
            className={`${styles.popup} ${grow.grow}`}
            aria-label={label}
            finalFocus={anchor}
          >
            <MenuParts value={Base}>{children}</MenuParts>
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  );
}
