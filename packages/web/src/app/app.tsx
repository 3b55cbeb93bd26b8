import { useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRouter } from './app-router.tsx';
import { startPersistedCache } from './offline-start.ts';
import { AppProvider } from './provider.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // In an effect: a render React discards (the start-up renders in a transition) may have made
  // a client of its own; only the one committed keeps the device's copy.
  useEffect(() => startPersistedCache(queryClient), [queryClient]);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
