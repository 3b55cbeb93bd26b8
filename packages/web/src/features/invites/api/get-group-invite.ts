import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getGroupInvite(groupId: string, signal?: AbortSignal) {
  return call(inviteEndpoints.groupLink, { params: { groupId }, signal });
}

export function groupInviteQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupInvite(groupId),
    queryFn: ({ signal }) => getGroupInvite(groupId, signal),
  });
}

/** The group's current invite, or null when it was not shared yet (owner only). */
export function useGroupInvite(groupId: string, enabled: boolean) {
  return useQuery({ ...groupInviteQueryOptions(groupId), enabled });
}
