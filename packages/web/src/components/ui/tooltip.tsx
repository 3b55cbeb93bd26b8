import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { anchorRef } from './popup-trigger.ts';

/** Base UI's positioning arrives with the first hover or focus; the trigger stays as it is. */
const loadPopup = () => import('./tooltip-popup.tsx');
const TooltipPopup = lazy(loadPopup);

/** MUI's enterDelay: a pointer passing over does not flash the tooltip. */
const ENTER_DELAY_MS = 100;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export interface TooltipProps {
  title: ReactNode;
  /** The element it describes: one element taking a ref (wrap a disabled button in a span). */
  children: ReactElement<TriggerProps>;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A hint on hover and keyboard focus: role="tooltip", and while shown the trigger's
 * aria-describedby points at it (which Base UI leaves out, ADR 018). Escape hides it.
 */
export function Tooltip({ title, children, placement = 'bottom' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const own = children.props;

  function show() {
    clearTimeout(timer.current);
    setLoaded(true);
    timer.current = setTimeout(() => setOpen(true), ENTER_DELAY_MS);
  }
  function hide() {
    clearTimeout(timer.current);
    setOpen(false);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const trigger = cloneElement(children, {
    ref: anchorRef(anchor, own.ref),
    'aria-describedby': open
      ? [own['aria-describedby'], id].filter(Boolean).join(' ')
      : own['aria-describedby'],
    onPointerEnter: (event: unknown) => {
      own.onPointerEnter?.(event);
      if ((event as PointerEvent).pointerType !== 'touch') show();
    },
    onPointerLeave: (event: unknown) => {
      own.onPointerLeave?.(event);
      hide();
    },
    // Keyboard focus only: a tap or click that focuses the button shows nothing.
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.target.matches(':focus-visible')) show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  } as Partial<TriggerProps>);

  return (
    <>
      {trigger}
      {loaded ? (
        <Suspense fallback={null}>
          <TooltipPopup id={id} open={open} onClose={hide} anchor={anchor} placement={placement}>
            {title}
          </TooltipPopup>
        </Suspense>
      ) : null}
    </>
  );
}
