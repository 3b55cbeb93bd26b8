import { Popover as Base } from '@base-ui/react/popover';
import type { ReactNode, RefObject } from 'react';
import styles from './tooltip.module.css';

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
    >
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
