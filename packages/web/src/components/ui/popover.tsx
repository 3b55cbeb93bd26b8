import {
  cloneElement,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Base UI's popover arrives with the first tap; the trigger is a plain button until then. */
const loadPopup = () => import('./popover-popup.tsx');
const PopoverPopup = lazy(loadPopup);

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export interface PopoverProps {
  /** A plain button with its own name. */
  trigger: ReactElement<TriggerProps>;
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
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  const id = useId();
  const own = trigger.props;
  const triggerElement = cloneElement(trigger, {
    ref: (node: HTMLElement | null) => {
      anchor.current = node;
      if (typeof own.ref === 'function') own.ref(node);
      else if (own.ref) (own.ref as { current: HTMLElement | null }).current = node;
    },
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      setOpened(true);
      setOpen((was) => !was);
    },
  } as Partial<TriggerProps>);
  return (
    <>
      {triggerElement}
      {opened ? (
        <Suspense fallback={null}>
          <PopoverPopup
            id={id}
            open={open}
            onOpenChange={setOpen}
            anchor={anchor}
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
