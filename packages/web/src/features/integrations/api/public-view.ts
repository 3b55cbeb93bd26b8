import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONNECT_API_PATHS, pathFor, publicViewSettingsResponseSchema } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// A group's public view (docs/decisions/042-webhooks.md): its settings, on (with the sites that
// may embed it) and off.

const publicViewKey = (groupId: string) => [...queryKeys.group(groupId), 'public-view'] as const;

export function usePublicView(groupId: string) {
  return useQuery({
    queryKey: publicViewKey(groupId),
    queryFn: ({ signal }) =>
      api.get(
        pathFor(CONNECT_API_PATHS.publicViewSettings, { groupId }),
        publicViewSettingsResponseSchema,
        signal,
      ),
  });
}

export function useSavePublicView(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frameAncestors: string[]) =>
      api.put(
        pathFor(CONNECT_API_PATHS.publicViewSettings, { groupId }),
        { frameAncestors },
        publicViewSettingsResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicViewKey(groupId) }),
  });
}

export function useRemovePublicView(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(pathFor(CONNECT_API_PATHS.publicViewSettings, { groupId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicViewKey(groupId) }),
  });
}
