import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRouter } from './app-router.tsx';
import { AppProvider } from './provider.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
