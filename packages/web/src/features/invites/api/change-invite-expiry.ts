import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, groupInviteResponseSchema, pathFor, type InviteExpiry } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The current link works for the chosen time from now, its code unchanged: whoever has the link
 * keeps it (docs/decisions/031-removal-keeps-the-link.md).
 */
export function useChangeInviteExpiry(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresIn: InviteExpiry) =>
      api.patch(
        pathFor(API_PATHS.groupInvite, { groupId }),
        { expiresIn },
        groupInviteResponseSchema,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.groupInvite(groupId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.inviteList });
    },
  });
}
