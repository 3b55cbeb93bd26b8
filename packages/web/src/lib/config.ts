import { configEndpoints, type ClientConfig } from '@turnout/domain';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { call } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

// Public configuration (zone, locale, links, flags). Read once at start-up by the root loader;
// it does not change while the page is open, so it never goes stale.
export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: ({ signal }) => call(configEndpoints.read, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

const loading = new WeakMap<QueryClient, Promise<ClientConfig>>();

/**
 * The configuration; the root loader guarantees it is cached before any screen renders. It never
 * changes, so this reads the cache rather than keeping a query observer in each of the many
 * components that ask (one would re-check its options at every render); only before it is
 * cached does the component suspend until it is.
 */
export function useConfig(): ClientConfig {
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData(configQueryOptions.queryKey);
  if (cached) return cached;
  let promise = loading.get(queryClient);
  if (!promise) {
    promise = queryClient.ensureQueryData(configQueryOptions);
    loading.set(queryClient, promise);
    // A failed load is asked again at the next render (after an error boundary's retry).
    promise.catch(() => loading.delete(queryClient));
  }
  return use(promise);
}
