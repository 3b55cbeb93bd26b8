import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The owner's part in coaches and hand-over (docs/product.md#coaches-and-hand-over). Each
// refreshes the group (and with it the members), as the live `group.updated` does elsewhere.

function useGroupChange<T>(groupId: string, send: (value: T) => Promise<unknown>) {
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
    call(coachingEndpoints.setRole, { params: { groupId, userId }, body: { role } }),
  );
}

/** The owner offers the group to a member or coach. */
export function useOfferGroup(groupId: string) {
  return useGroupChange(groupId, (userId: string) =>
    call(coachingEndpoints.offer, { params: { groupId }, body: { userId } }),
  );
}

/** The owner withdraws the offer. */
export function useWithdrawOffer(groupId: string) {
  return useGroupChange(groupId, () =>
    call(coachingEndpoints.withdrawOffer, { params: { groupId } }),
  );
}

/** The member the group was offered to takes it over. */
export function useAcceptGroup(groupId: string) {
  return useGroupChange(groupId, () => call(coachingEndpoints.accept, { params: { groupId } }));
}
