import { API_PATHS, currentUserResponseSchema, type User } from '@turnout/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { followAccountLanguage } from './i18n/account-language.ts';
import { queryKeys } from './query-keys.ts';
import { isApiError } from './api-error.ts';

/** The signed-in user as the server sees it now, or null for a visitor. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await api.get(API_PATHS.me, currentUserResponseSchema, signal);
    // The first screen renders in the account's language (lib/i18n/account-language.ts).
    await followAccountLanguage(user);
    return user;
  } catch (error) {
    // 401 is the normal answer for a visitor, not a failure.
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

// Log-in and log-out reload the page (docs/product.md#log-in-and-sign-up), so the session never changes under a running
// app; fetching it once at start-up is enough.
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The signed-in user, or null for a visitor. Cached by the root loader before rendering. */
export function useCurrentUser(): User | null {
  return useSuspenseQuery(sessionQueryOptions).data;
}
