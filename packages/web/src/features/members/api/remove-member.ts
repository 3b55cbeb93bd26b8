import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Ends a membership: the owner removes someone, or a member removes themself (leaves). */
export function removeMember(groupId: string, userId: string) {
  return call(memberEndpoints.end, { params: { groupId, userId } });
}

/** The owner removes a member; resolves once the group shows the shorter member list. */
export function useRemoveMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(groupId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groupList }),
      ]),
  });
}

/**
 * I leave the group. The group screen then goes away and drops the group's data itself; a
 * refetch here would only meet the 404 of a group that is no longer mine.
 */
export function useLeaveGroup(groupId: string, userId: string) {
  return useMutation({ mutationFn: () => removeMember(groupId, userId) });
}
