import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getInvitePreview(inviteCode: string, signal?: AbortSignal) {
  return call(inviteEndpoints.preview, { params: { inviteCode }, signal });
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
