import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, groupListResponseSchema } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getGroups(signal?: AbortSignal) {
  return api.get(API_PATHS.groups, groupListResponseSchema, signal);
}

export const groupsQueryOptions = queryOptions({
  queryKey: queryKeys.groupList,
  queryFn: ({ signal }) => getGroups(signal),
});

/** The groups I own and those I am a member of (docs/product.md#groups-screen). */
export function useGroups() {
  return useQuery(groupsQueryOptions);
}
