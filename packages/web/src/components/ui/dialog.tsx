import { lazy, Suspense, useState, type HTMLAttributes } from 'react';
import styles from './dialog.module.css';
import type { DialogProps } from './dialog-popup.tsx';

/** Base UI's dialog arrives with the first open, so no screen pays for it before (ADR 018). */
const loadPopup = () => import('./dialog-popup.tsx');

export type { DialogProps };

const DialogPopup = lazy(loadPopup);

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
