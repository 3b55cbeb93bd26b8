import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Invite by e-mail (docs/product.md#connect-it): the group's link to each address. */
export function useSendInviteMails(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      call(connectEndpoints.inviteMails, { params: { groupId }, body: { emails } }),
    // A group without a link got one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.groupInvite(groupId) }),
  });
}
