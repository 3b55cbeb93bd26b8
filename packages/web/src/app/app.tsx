import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRouter } from './app-router.tsx';
import { startPersistedCache } from './offline-start.ts';
import { AppProvider } from './provider.tsx';

function createAppQueryClient() {
  const queryClient = createQueryClient();
  startPersistedCache(queryClient);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
