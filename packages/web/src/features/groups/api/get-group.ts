import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getGroup(groupId: string, signal?: AbortSignal) {
  return call(groupEndpoints.read, { params: { groupId }, signal: signal });
}

export function groupQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.group(groupId),
    queryFn: ({ signal }) => getGroup(groupId, signal),
  });
}

/** One group with its members; a 404 means missing or not mine (the server does not say which). */
export function useGroup(groupId: string) {
  return useQuery(groupQueryOptions(groupId));
}
