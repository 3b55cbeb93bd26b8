import { authEndpoints, type SessionStateResponse, type User } from '@turnout/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { followAccountLanguage } from './i18n/account-language.ts';
import { queryKeys } from './query-keys.ts';

// Who is calling: the session endpoint answers a visitor 200 with `user: null` (signed out is
// no error, and a 401 would be one in the console on every page a visitor opens).
async function fetchMe(signal?: AbortSignal): Promise<SessionStateResponse> {
  const answer = await call(authEndpoints.session, { signal });
  // The first screen renders in the account's language (lib/i18n/account-language.ts).
  if (answer.user) await followAccountLanguage(answer.user);
  return answer;
}

/** The signed-in user as the server sees it now, or null for a visitor. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  return (await fetchMe(signal))?.user ?? null;
}

/**
 * The live event id the start-up's session read was current to. Every screen's data is read
 * after it, so the page's first event stream catches up from here and misses no change made
 * while the app started (docs/decisions/020-events-stored-with-every-write.md). Like the
 * session, it holds for the life of the page.
 */
let startEventId: number | undefined;

export function sessionStartEventId(): number | undefined {
  return startEventId;
}

// Log-in and log-out reload the page (docs/product.md#log-in-and-sign-up), so the session never changes under a running
// app; fetching it once at start-up is enough.
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async ({ signal }) => {
    const answer = await fetchMe(signal);
    startEventId = answer?.lastEventId;
    return answer?.user ?? null;
  },
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The signed-in user, or null for a visitor. Cached by the root loader before rendering. */
export function useCurrentUser(): User | null {
  return useSuspenseQuery(sessionQueryOptions).data;
}
