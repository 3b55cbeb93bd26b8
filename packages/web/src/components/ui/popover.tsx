import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useToggleTrigger, type ToggleTriggerProps } from './popup-trigger.ts';

/** Base UI's popover arrives with the first tap; the trigger is a plain button until then. */
const loadPopup = () => import('./popover-popup.tsx');
const PopoverPopup = lazy(loadPopup);

export interface PopoverProps {
  /** A plain button with its own name. */
  trigger: ReactElement<ToggleTriggerProps>;
  /** What it shows, e.g. a member's whole note. */
  children: ReactNode;
  /** The popup's accessible name, when its content does not say what it is. */
  label?: string;
  placement?: 'top' | 'bottom';
}

/**
 * A small panel that opens on a tap or click of its trigger (aria-expanded) and closes on a
 * second tap, a tap outside or Escape, focus returning to the trigger.
 */
export function Popover({ trigger, children, label, placement = 'bottom' }: PopoverProps) {
  const popover = useToggleTrigger(trigger);
  return (
    <>
      {popover.trigger}
      {popover.opened ? (
        <Suspense fallback={null}>
          <PopoverPopup
            id={popover.id}
            open={popover.open}
            onOpenChange={popover.setOpen}
            anchor={popover.anchor}
            label={label}
            placement={placement}
          >
            {children}
          </PopoverPopup>
        </Suspense>
      ) : null}
    </>
  );
}
