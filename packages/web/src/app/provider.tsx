import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { InAppNotificationProvider } from '../lib/in-app-notification.tsx';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a screen may rely on; tests wrap their subject in the same provider. There is no
 * theme object: colours and sizes are the custom properties of components/ui/tokens.css (ADR 018).
 */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <InAppNotificationProvider>
          <SnackbarProvider>{children}</SnackbarProvider>
        </InAppNotificationProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
