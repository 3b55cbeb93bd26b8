import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, inviteResponseSchema, pathFor } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getInvitePreview(inviteCode: string, signal?: AbortSignal) {
  return api.get(pathFor(API_PATHS.invite, { inviteCode }), inviteResponseSchema, signal);
}

export function invitePreviewQueryOptions(inviteCode: string) {
  return queryOptions({
    queryKey: queryKeys.invitePreview(inviteCode),
    queryFn: ({ signal }) => getInvitePreview(inviteCode, signal),
  });
}

/** The group behind an invite code, for the join screen; visitors may read it too. */
export function useInvitePreview(inviteCode: string) {
  return useQuery(invitePreviewQueryOptions(inviteCode));
}
