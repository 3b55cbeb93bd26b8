import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getInvites(signal?: AbortSignal) {
  return call(inviteEndpoints.mine, { signal });
}

export const invitesQueryOptions = queryOptions({
  queryKey: queryKeys.inviteList,
  queryFn: ({ signal }) => getInvites(signal),
});

/** The invite links of the groups I own (/invites). */
export function useInvites() {
  return useQuery(invitesQueryOptions);
}
