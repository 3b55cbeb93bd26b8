import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Which feed: my personal one (no group), or a group's. */
export interface FeedScope {
  groupId?: string;
}

export function feedQueryKey({ groupId }: FeedScope) {
  return groupId === undefined ? queryKeys.personalFeed : queryKeys.groupFeed(groupId);
}

export function feedStatusQueryOptions(scope: FeedScope) {
  return queryOptions({
    queryKey: feedQueryKey(scope),
    queryFn: ({ signal }) =>
      scope.groupId === undefined
        ? call(feedEndpoints.personalStatus, { signal })
        : call(feedEndpoints.groupStatus, { params: { groupId: scope.groupId }, signal }),
  });
}

/** Whether I have a link for the feed (the link itself is shown only when made). */
export function useFeedStatus(scope: FeedScope) {
  return useQuery(feedStatusQueryOptions(scope));
}
