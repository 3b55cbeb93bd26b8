import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateGroupInput, groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function updateGroup(groupId: string, input: UpdateGroupInput) {
  return call(groupEndpoints.update, { params: { groupId }, body: input });
}

/** The owner renames the group or changes its location and description. */
export function useUpdateGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGroupInput) => updateGroup(groupId, input),
    onSuccess: (group) => {
      queryClient.setQueryData(queryKeys.group(groupId), group);
      return queryClient.invalidateQueries({ queryKey: queryKeys.groupList });
    },
  });
}
