import { Tooltip as Base } from '@base-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './ui.module.css';

interface TooltipProps {
  title: ReactNode;
  /** The element the tooltip describes (rendered as the trigger). */
  children: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Spike (a): Base UI's headless tooltip, styled like MUI's. */
export function Tooltip({ title, children, open, onOpenChange }: TooltipProps) {
  return (
    <Base.Root open={open} onOpenChange={onOpenChange}>
      <Base.Trigger render={children} />
      <Base.Portal>
        <Base.Positioner sideOffset={8} className={styles.tooltipPositioner}>
          <Base.Popup className={styles.tooltip}>{title}</Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  );
}
