import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONNECT_API_PATHS, inviteMailsResponseSchema, pathFor } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Invite by e-mail (docs/product.md#connect-it): the group's link to each address. */
export function useSendInviteMails(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      api.post(
        pathFor(CONNECT_API_PATHS.inviteMails, { groupId }),
        { emails },
        inviteMailsResponseSchema,
      ),
    // A group without a link got one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.groupInvite(groupId) }),
  });
}
