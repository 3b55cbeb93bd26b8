import { useEffect, useRef, useState } from 'react';
import styles from './toast.module.css';
import { Alert, type Severity } from './ui/alert.tsx';

interface ToastProps {
  open: boolean;
  message: string;
  /** Milliseconds until it hides itself. */
  duration: number;
  severity?: Severity;
  onClose: () => void;
}

/**
 * A short message at the bottom of the screen; the role="alert" makes readers announce it.
 * Clicking elsewhere (e.g. into a form field to fix the error) does not dismiss it early; while
 * the pointer rests on it, it stays (as MUI's Snackbar did).
 */
export function Toast({ open, message, duration, severity = 'info', onClose }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(() => close.current(), duration);
    return () => clearTimeout(timer);
  }, [open, paused, duration]);
  if (!open) return null;
  return (
    <div
      className={styles.toast}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      <Alert severity={severity} variant="filled" className={styles.alert}>
        {message}
      </Alert>
    </div>
  );
}
