import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteExpiry, inviteEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function createGroupInvite(groupId: string, expiresIn: InviteExpiry) {
  return call(inviteEndpoints.replace, { params: { groupId }, body: { expiresIn } });
}

/** Makes the group's invite link, working for the chosen time; an existing link stops working. */
export function useCreateGroupInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresIn: InviteExpiry) => createGroupInvite(groupId, expiresIn),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.groupInvite(groupId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.inviteList });
    },
  });
}
