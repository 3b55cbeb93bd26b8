import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function deleteGroup(groupId: string) {
  return call(groupEndpoints.remove, { params: { groupId } });
}

/**
 * The owner deletes the group. The group's own queries are dropped by the caller once it has
 * left the group screen; dropping them here would make the still-open screen fetch a 404.
 */
export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(groupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groupList }),
  });
}
