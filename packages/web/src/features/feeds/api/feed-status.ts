import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, feedStatusResponseSchema, pathFor } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Which feed: my personal one (no group), or a group's. */
export interface FeedScope {
  groupId?: string;
}

export function feedPath({ groupId }: FeedScope): string {
  return groupId === undefined ? API_PATHS.personalFeed : pathFor(API_PATHS.groupFeed, { groupId });
}

export function feedQueryKey({ groupId }: FeedScope) {
  return groupId === undefined ? queryKeys.personalFeed : queryKeys.groupFeed(groupId);
}

export function feedStatusQueryOptions(scope: FeedScope) {
  return queryOptions({
    queryKey: feedQueryKey(scope),
    queryFn: ({ signal }) => api.get(feedPath(scope), feedStatusResponseSchema, signal),
  });
}

/** Whether I have a link for the feed (the link itself is shown only when made). */
export function useFeedStatus(scope: FeedScope) {
  return useQuery(feedStatusQueryOptions(scope));
}
