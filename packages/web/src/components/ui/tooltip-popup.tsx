import { Tooltip as Base } from '@base-ui/react/tooltip';
import type { ReactNode, RefObject } from 'react';
import grow from './grow.module.css';
import styles from './tooltip.module.css';

interface TooltipPopupProps {
  id: string;
  open: boolean;
  onClose: () => void;
  anchor: RefObject<HTMLElement | null>;
  placement: 'top' | 'bottom' | 'left' | 'right';
  children: ReactNode;
}

/** The Base UI part of `Tooltip`: placement next to the trigger, on the tooltip layer. */
export default function TooltipPopup({
  id,
  open,
  onClose,
  anchor,
  placement,
  children,
}: TooltipPopupProps) {
  return (
    <Base.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Base.Portal>
        <Base.Positioner
          className={styles.positioner}
          anchor={anchor}
          side={placement}
          sideOffset={8}
        >
          <Base.Popup id={id} role="tooltip" className={`${styles.popup} ${grow.grow}`}>
            {children}
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  );
}
