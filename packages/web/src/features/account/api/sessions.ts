import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSessionsResponseSchema, API_PATHS, pathFor } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';

const sessionsQueryOptions = queryOptions({
  queryKey: ['account-sessions'],
  queryFn: ({ signal }) =>
    api.get(API_PATHS.accountSessions, accountSessionsResponseSchema, signal),
});

/** The devices signed in to my account. */
export function useAccountSessions() {
  return useQuery(sessionsQueryOptions);
}

/** Signs out one device (an id), or with `'others'` every device but this one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string) =>
      which === 'others'
        ? api.delete(API_PATHS.accountSessions)
        : api.delete(pathFor(API_PATHS.accountSession, { sessionId: which })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
        // Signing out everywhere also ends a pending e-mail change (docs/product.md).
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  });
}
