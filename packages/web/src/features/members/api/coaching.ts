import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, pathFor } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The owner's part in coaches and hand-over (docs/product.md#coaches-and-hand-over). Each
// refreshes the group (and with it the members), as the live `group.updated` does elsewhere.

function useGroupChange<T>(groupId: string, send: (value: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groupList }),
      ]),
  });
}

/** The owner makes a member a coach, or takes it back. */
export function useSetRole(groupId: string) {
  return useGroupChange(groupId, ({ userId, role }: { userId: string; role: 'coach' | 'member' }) =>
    api.putEmpty(pathFor(API_PATHS.memberRole, { groupId, userId }), { role }),
  );
}

/** The owner offers the group to a member or coach. */
export function useOfferGroup(groupId: string) {
  return useGroupChange(groupId, (userId: string) =>
    api.postEmpty(pathFor(API_PATHS.handOver, { groupId }), { userId }),
  );
}

/** The owner withdraws the offer. */
export function useWithdrawOffer(groupId: string) {
  return useGroupChange(groupId, () => api.delete(pathFor(API_PATHS.handOver, { groupId })));
}

/** The member the group was offered to takes it over. */
export function useAcceptGroup(groupId: string) {
  return useGroupChange(groupId, () =>
    api.postEmpty(pathFor(API_PATHS.handOverAccept, { groupId })),
  );
}
