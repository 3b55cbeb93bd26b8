import type { ReactNode } from 'react';
import type { DialogSize } from '../lib/ui-constants.ts';
import { Dialog } from './ui/dialog.tsx';

interface BasicDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** One of sm, md, lg (docs/product.md#validation); md by default. */
  size?: DialogSize;
  /** A persistent dialog ignores Escape and clicks outside; it closes only through its actions. */
  persistent?: boolean;
  /** DialogContent and DialogActions (components/ui/dialog.tsx), or a DialogForm holding both. */
  children: ReactNode;
}

/**
 * The product's three dialog widths (DIALOG_WIDTHS: 340, 460, 580 px;
 * docs/product.md#theme-and-layout) as the kit's sizes.
 */
const WIDTHS = { sm: 'xs', md: 'sm', lg: 'md' } as const;

/**
 * The app's dialog: a real dialog (role="dialog", named by its title, focus trapped, a Close
 * button) at the product's fixed widths. Its children unmount once it has closed, so a form
 * inside starts empty the next time: closing clears fields, error and loading state by design
 * (docs/product.md#log-in-and-sign-up).
 */
export function BasicDialog(props: BasicDialogProps) {
  const { open, onClose, title, size = 'md', persistent = false, children } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      maxWidth={WIDTHS[size]}
      persistent={persistent}
    >
      {children}
    </Dialog>
  );
}
