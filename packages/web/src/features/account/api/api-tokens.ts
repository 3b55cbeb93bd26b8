import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectEndpoints, type CreateApiTokenInput, groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Personal API tokens (docs/decisions/041-api-tokens.md): the list, making one (its secret is
// in the answer only) and revoking one.

const tokensQueryOptions = queryOptions({
  queryKey: ['api-tokens'],
  queryFn: ({ signal }) => call(connectEndpoints.listTokens, { signal }),
});

export function useApiTokens() {
  return useQuery(tokensQueryOptions);
}

/** The groups a token may be limited to: every group the account is in. */
export function useTokenGroups() {
  return useQuery({
    queryKey: queryKeys.groupList,
    queryFn: ({ signal }) => call(groupEndpoints.list, { signal: signal }),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => call(connectEndpoints.createToken, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensQueryOptions.queryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => call(connectEndpoints.revokeToken, { params: { tokenId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensQueryOptions.queryKey }),
  });
}
