import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

// Retrying a 4xx cannot succeed; retry only when the server was unreachable or failed.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
