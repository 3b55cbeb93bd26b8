import type { Severity } from '../ui/alert.tsx';
import { createContext, useContext } from 'react';

export interface SnackbarOptions {
  /** Milliseconds; SNACKBAR_DEFAULT_MS when omitted. */
  timeout?: number;
  severity?: Severity;
}

export type ShowSnackbar = (message: string, options?: SnackbarOptions) => void;

export const SnackbarContext = createContext<ShowSnackbar | null>(null);

/** Shows an app-wide message (default timeout 5000 ms, docs/product.md#times). */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar needs a <SnackbarProvider> above it.');
  return show;
}
