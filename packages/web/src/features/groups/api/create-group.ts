import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, groupResponseSchema, type CreateGroupInput } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function createGroup(input: CreateGroupInput) {
  return api.post(API_PATHS.groups, input, groupResponseSchema);
}

/** Creates a group owned by me; the answer is the new group, with its first invite link. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      // The group screen opens next: give it the group at once instead of a second request.
      queryClient.setQueryData(queryKeys.group(group.id), group);
      return queryClient.invalidateQueries({ queryKey: queryKeys.groupList });
    },
  });
}
