import {
  cloneElement,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';

/**
 * A ref for a trigger the kit clones: sets the kit's anchor (where the lazily loaded popup is
 * placed) and still sets the ref the caller gave the trigger.
 */
export function anchorRef(
  anchor: RefObject<HTMLElement | null>,
  own: Ref<HTMLElement> | undefined,
) {
  return (node: HTMLElement | null) => {
    anchor.current = node;
    if (typeof own === 'function') own(node);
    else if (own) (own as { current: HTMLElement | null }).current = node;
  };
}

export type ToggleTriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * The trigger of a popup that a click opens and a second click closes (menu, popover): the
 * trigger cloned with the anchor ref, aria-expanded and aria-controls, and whether the popup has
 * ever opened (its code is loaded on first use, so nothing of it renders before). `extra` adds
 * props to the clone, e.g. a menu's aria-haspopup.
 */
export function useToggleTrigger<P extends ToggleTriggerProps>(
  trigger: ReactElement<P>,
  extra?: Partial<P> & Record<string, unknown>,
) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  const id = useId();
  const own = trigger.props;
  const element = cloneElement(trigger, {
    ...extra,
    ref: anchorRef(anchor, own.ref),
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      setOpened(true);
      setOpen((was) => !was);
    },
  } as unknown as Partial<P>);
  return { id, open, setOpen, opened, anchor, trigger: element };
}
