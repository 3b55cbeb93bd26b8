import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, groupInviteResponseSchema, pathFor, type InviteExpiry } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function createGroupInvite(groupId: string, expiresIn: InviteExpiry) {
  return api.post(
    pathFor(API_PATHS.groupInvite, { groupId }),
    { expiresIn },
    groupInviteResponseSchema,
  );
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
