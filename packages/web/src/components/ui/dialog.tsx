import { lazy, Suspense, useState, type HTMLAttributes, type ReactNode } from 'react';
import styles from './dialog.module.css';

/** Base UI's dialog arrives with the first open, so no screen pays for it before (ADR 018). */
const loadPopup = () => import('./dialog-popup.tsx');
const DialogPopup = lazy(loadPopup);

export interface DialogProps {
  open: boolean;
  /** Escape, a click outside or the close button: the owner decides whether to close. */
  onClose: () => void;
  /** The dialog's heading and its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** The footer row of buttons (or put a DialogActions inside the children, e.g. in a form). */
  actions?: ReactNode;
  fullScreen?: boolean;
  /** xs 340 px, sm 460 px (the default), md 580 px; always within the window. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Ignores Escape and clicks outside and shows no close button: only its actions close it. */
  persistent?: boolean;
  /** The top corner's close button (named "Close"); shown unless persistent. */
  closeButton?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A modal dialog: role="dialog" named by its title, focus kept inside while open (on the
 * element with autoFocus, else the dialog itself), Escape closes, and focus returns to what had
 * it before. The content unmounts once closed, so a form inside starts fresh each time.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPopup {...props} />
    </Suspense>
  );
}

function join(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

/** The dialog's scrolling body. */
export function DialogContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={join(styles.content, className)} />;
}

/** The dialog's footer row of buttons, at the end. */
export function DialogActions({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={join(styles.actions, className)} />;
}

/** A paragraph of the dialog's text, in the secondary colour (MUI's DialogContentText). */
export function DialogContentText({
  className,
  as: Element = 'p',
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'p' | 'div' }) {
  return <Element {...rest} className={join(styles.contentText, className)} />;
}

export const dialogStyles = styles;
