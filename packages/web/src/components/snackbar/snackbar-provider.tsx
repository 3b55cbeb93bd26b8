import Portal from '@mui/material/Portal';
import { SNACKBAR_DEFAULT_MS } from '@turnout/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { Toast } from '../toast.tsx';
import { SnackbarContext, type SnackbarOptions } from './snackbar-context.ts';

interface Message extends SnackbarOptions {
  text: string;
  /** A new key restarts the timer when the same text is shown twice in a row. */
  key: number;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((text: string, options: SnackbarOptions = {}) => {
    setMessage({ text, key: Date.now(), ...options });
    setOpen(true);
  }, []);

  return (
    <SnackbarContext value={show}>
      {children}
      {message && (
        // In a portal of its own: an open dialog hides the rest of the page from screen readers
        // (aria-hidden), and a message raised from the dialog ("Invite link was copied…") must
        // still be announced.
        <Portal>
          <Toast
            key={message.key}
            open={open}
            message={message.text}
            severity={message.severity}
            duration={message.timeout ?? SNACKBAR_DEFAULT_MS}
            onClose={() => setOpen(false)}
          />
        </Portal>
      )}
    </SnackbarContext>
  );
}
