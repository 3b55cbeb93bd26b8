import { ERROR_TOAST_MS } from '@turnout/domain';
import { useCallback, useState } from 'react';
import { Toast } from './toast.tsx';

interface ToastState {
  message: string;
  open: boolean;
  /** Remounts the toast per error, so a repeated error gets its full 2000 ms again. */
  key: number;
}

/**
 * An error toast owned by a form (failures show for 2000 ms, docs/product.md#times). Being local
 * state, it goes away with the form when its dialog closes, unlike the app-wide snackbar.
 */
export function useErrorToast() {
  const [state, setState] = useState<ToastState>({ message: '', open: false, key: 0 });
  const show = useCallback(
    (message: string) => setState((s) => ({ message, open: true, key: s.key + 1 })),
    [],
  );
  const toast = (
    <Toast
      key={state.key}
      open={state.open}
      message={state.message}
      severity="error"
      duration={ERROR_TOAST_MS}
      onClose={() => setState((s) => ({ ...s, open: false }))}
    />
  );
  return { show, toast };
}
