import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function revokeGroupInvite(groupId: string) {
  return call(inviteEndpoints.revoke, { params: { groupId } });
}

/** Revokes the group's invite link: it stops working, and the group is "not shared yet". */
export function useRevokeGroupInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeGroupInvite(groupId),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.groupInvite(groupId), { invite: null });
      return queryClient.invalidateQueries({ queryKey: queryKeys.inviteList });
    },
  });
}
