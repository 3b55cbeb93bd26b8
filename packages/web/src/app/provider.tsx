import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what @mui/material's uses for a theme without CSS variables (ours);
// importing @mui/material's would also bundle its CSS-variables provider, about 5 kB gzipped.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { InAppNotificationProvider } from '../lib/in-app-notification.tsx';
import { defaultTheme } from '../lib/theme.ts';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen may rely on; tests wrap their subject in the same provider. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={defaultTheme}>
          <CssBaseline />
          <InAppNotificationProvider>
            <SnackbarProvider>{children}</SnackbarProvider>
          </InAppNotificationProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
