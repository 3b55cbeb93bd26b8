import type { FormEvent, ReactNode } from 'react';
import { dialogStyles } from './ui/dialog.tsx';

interface DialogFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** Wraps a dialog's content and actions in one form, so Enter in a field submits it. */
export function DialogForm({ onSubmit, children }: DialogFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    // Keeps the dialog's column layout so long content still scrolls inside the dialog.
    <form noValidate onSubmit={submit} className={dialogStyles.form}>
      {children}
    </form>
  );
}
