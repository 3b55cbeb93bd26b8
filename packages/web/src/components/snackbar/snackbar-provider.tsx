import { SNACKBAR_DEFAULT_MS } from '@turnout/domain';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterFirstScreen } from '../../lib/first-screen.ts';
import { SnackbarContext, type SnackbarOptions } from './snackbar-context.ts';

// Not part of the first screen's JavaScript: fetched soon after that screen, before any message.
const loadToast = () => import('../toast.tsx').then((module) => ({ default: module.Toast }));
const Toast = lazy(loadToast);

interface Message extends SnackbarOptions {
  text: string;
  /** A new key restarts the timer when the same text is shown twice in a row. */
  key: number;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => void afterFirstScreen.then(loadToast), []);

  const show = useCallback((text: string, options: SnackbarOptions = {}) => {
    setMessage({ text, key: Date.now(), ...options });
    setOpen(true);
  }, []);

  return (
    <SnackbarContext value={show}>
      {children}
      {message &&
        // In a portal of its own: an open dialog hides the rest of the page from screen readers
        // (aria-hidden), and a message raised from the dialog ("Invite link was copied…") must
        // still be announced.
        createPortal(
          <Suspense fallback={null}>
            <Toast
              key={message.key}
              open={open}
              message={message.text}
              severity={message.severity}
              duration={message.timeout ?? SNACKBAR_DEFAULT_MS}
              onClose={() => setOpen(false)}
            />
          </Suspense>,
          document.body,
        )}
    </SnackbarContext>
  );
}
