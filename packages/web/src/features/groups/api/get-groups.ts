import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getGroups(signal?: AbortSignal) {
  return call(groupEndpoints.list, { signal: signal });
}

export const groupsQueryOptions = queryOptions({
  queryKey: queryKeys.groupList,
  queryFn: ({ signal }) => getGroups(signal),
});

/** The groups I own and those I am a member of (docs/product.md#groups-screen). */
export function useGroups() {
  return useQuery(groupsQueryOptions);
}
