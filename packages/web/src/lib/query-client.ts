import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { coalesceQueryNotifications } from './coalesced-notifications.ts';

// Retrying a 4xx cannot succeed; retry only when the server was unreachable or failed.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  coalesceQueryNotifications();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // A screen that mounts just after its data was prefetched (route-table.tsx) uses it
        // rather than asking again; invalidation (live updates, pull to refresh) still refetches.
        staleTime: 1_000,
      },
      mutations: { retry: false },
    },
  });
}
