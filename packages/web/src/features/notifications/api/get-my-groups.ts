import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The groups list, under the groups screen's key (one cache entry): the settings' per-group
 * switches read each group's mute and reminder choices from it.
 */
export const myGroupsQueryOptions = queryOptions({
  queryKey: queryKeys.groupList,
  queryFn: ({ signal }) => call(groupEndpoints.list, { signal: signal }),
});

export function useMyGroups() {
  return useQuery(myGroupsQueryOptions);
}
