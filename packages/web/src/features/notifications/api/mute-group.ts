import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints, type Group } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function muteGroup(groupId: string, muted: boolean) {
  return call(notificationEndpoints.mute, { params: { groupId }, body: { muted } });
}

/**
 * Mutes or unmutes a group's notifications for me (docs/product.md#notification-rules); the switch
 * flips at once.
 */
export function useMuteGroup(groupId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.group(groupId);
  return useMutation({
    mutationFn: (muted: boolean) => muteGroup(groupId, muted),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Group>(key);
      if (previous) queryClient.setQueryData<Group>(key, { ...previous, muted });
      return previous;
    },
    onError: (_error, _muted, previous) => {
      if (previous) queryClient.setQueryData(key, previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groupList }),
      ]),
  });
}
