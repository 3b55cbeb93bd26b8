import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

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
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      // Keep the dialog's column layout so long content still scrolls inside the dialog.
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
