import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedEndpoints } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { feedQueryKey, type FeedScope } from './feed-status.ts';

/** Makes a new link for the feed; an older one stops working at once. */
export function useCreateFeedLink(scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      scope.groupId === undefined
        ? call(feedEndpoints.personalLink)
        : call(feedEndpoints.groupLink, { params: { groupId: scope.groupId } }),
    onSuccess: () => queryClient.setQueryData(feedQueryKey(scope), { active: true }),
  });
}
