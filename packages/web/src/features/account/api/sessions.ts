import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';

const sessionsQueryOptions = queryOptions({
  queryKey: ['account-sessions'],
  queryFn: ({ signal }) => call(accountEndpoints.sessions, { signal }),
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
        ? call(accountEndpoints.endOtherSessions)
        : call(accountEndpoints.endSession, { params: { sessionId: which } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
        // Signing out everywhere also ends a pending e-mail change (docs/product.md).
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  });
}
