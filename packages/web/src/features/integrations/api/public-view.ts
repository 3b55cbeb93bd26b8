import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// A group's public view (docs/decisions/042-webhooks.md): its settings, on (with the sites that
// may embed it) and off.

const publicViewKey = (groupId: string) => [...queryKeys.group(groupId), 'public-view'] as const;

export function usePublicView(groupId: string) {
  return useQuery({
    queryKey: publicViewKey(groupId),
    queryFn: ({ signal }) =>
      call(connectEndpoints.publicViewSettings, { params: { groupId }, signal }),
  });
}

export function useSavePublicView(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frameAncestors: string[]) =>
      call(connectEndpoints.savePublicView, { params: { groupId }, body: { frameAncestors } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicViewKey(groupId) }),
  });
}

export function useRemovePublicView(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(connectEndpoints.removePublicView, { params: { groupId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicViewKey(groupId) }),
  });
}
