import { Popover as Base } from '@base-ui/react/popover';
import type { ReactNode, RefObject } from 'react';
import styles from './tooltip.module.css';
import { closeUnlessTriggerPressed } from './trigger-press.ts';

interface PopoverPopupProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
  label?: string;
  placement: 'top' | 'bottom';
  children: ReactNode;
}

/** The Base UI part of `Popover`, loaded with its first open. */
export default function PopoverPopup({
  id,
  open,
  onOpenChange,
  anchor,
  label,
  placement,
  children,
}: PopoverPopupProps) {
  return (
    <Base.Root open={open} onOpenChange={closeUnlessTriggerPressed(anchor, onOpenChange)}>
      <Base.Portal>
        <Base.Positioner
          className={styles.popoverPositioner}
          anchor={anchor}
          side={placement}
          sideOffset={8}
        >
          <Base.Popup id={id} className={styles.popover} aria-label={label} finalFocus={anchor}>
            {children}
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  );
}
