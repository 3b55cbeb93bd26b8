import { API_PATHS, clientConfigSchema, type ClientConfig } from '@turnout/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

// Public configuration (zone, locale, links, flags). Read once at start-up by the root loader;
// it does not change while the page is open, so it never goes stale.
export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: ({ signal }) => api.get(API_PATHS.config, clientConfigSchema, signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The configuration; the root loader guarantees it is cached before any screen renders. */
export function useConfig(): ClientConfig {
  return useSuspenseQuery(configQueryOptions).data;
}
