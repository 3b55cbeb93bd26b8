import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteExpiry, inviteEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The current link works for the chosen time from now, its code unchanged: whoever has the link
 * keeps it (docs/decisions/031-removal-keeps-the-link.md).
 */
export function useChangeInviteExpiry(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresIn: InviteExpiry) =>
      call(inviteEndpoints.changeExpiry, { params: { groupId }, body: { expiresIn } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.groupInvite(groupId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.inviteList });
    },
  });
}
