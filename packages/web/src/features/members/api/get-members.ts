import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Group, memberEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getMembers(groupId: string, signal?: AbortSignal) {
  return call(memberEndpoints.list, { params: { groupId }, signal });
}

export function membersQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupMembers(groupId),
    queryFn: ({ signal }) => getMembers(groupId, signal),
  });
}

/**
 * The group's members, read afresh whenever the Members dialog opens (someone may have joined
 * since the group was loaded); meanwhile the members the group came with are shown.
 */
export function useMembers(group: Group) {
  return useQuery({
    ...membersQueryOptions(group.id),
    placeholderData: { members: group.members },
  });
}
