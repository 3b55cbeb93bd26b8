import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The accounts the owner removed, which the group's link keeps out until the owner lets them back
// (docs/decisions/031-removal-keeps-the-link.md). Under the group's key, so a removal (which
// refreshes the group) refreshes this list too.

const removedMembersKey = (groupId: string) => [...queryKeys.group(groupId), 'removed-members'];

/** The owner's list, read while the Members dialog is open; `enabled` false for a member. */
export function useRemovedMembers(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: removedMembersKey(groupId),
    queryFn: ({ signal }) => call(memberEndpoints.removed, { params: { groupId }, signal }),
    enabled,
  });
}

/** The owner lets a removed account back: it may join again through the group's link. */
export function useLetBack(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(memberEndpoints.letBack, { params: { groupId, userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: removedMembersKey(groupId) }),
  });
}
