import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, inviteListResponseSchema } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getInvites(signal?: AbortSignal) {
  return api.get(API_PATHS.invites, inviteListResponseSchema, signal);
}

export const invitesQueryOptions = queryOptions({
  queryKey: queryKeys.inviteList,
  queryFn: ({ signal }) => getInvites(signal),
});

/** The invite links of the groups I own (/invites). */
export function useInvites() {
  return useQuery(invitesQueryOptions);
}
