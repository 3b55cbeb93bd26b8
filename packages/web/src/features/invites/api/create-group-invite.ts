import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, groupInviteResponseSchema, pathFor } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function createGroupInvite(groupId: string) {
  return api.post(
    pathFor(API_PATHS.groupInvite, { groupId }),
    undefined,
    groupInviteResponseSchema,
  );
}

/** Makes the group's invite link; an existing link is replaced and stops working. */
export function useCreateGroupInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createGroupInvite(groupId),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.groupInvite(groupId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.inviteList });
    },
  });
}
