import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateGroupInput, groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function createGroup(input: CreateGroupInput) {
  return call(groupEndpoints.create, { body: input });
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
