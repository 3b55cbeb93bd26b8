import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedLinkResponseSchema } from '@turnout/domain';
import { api } from '../../../lib/api-client.ts';
import { feedPath, feedQueryKey, type FeedScope } from './feed-status.ts';

/** Makes a new link for the feed; an older one stops working at once. */
export function useCreateFeedLink(scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(feedPath(scope), undefined, feedLinkResponseSchema),
    onSuccess: () => queryClient.setQueryData(feedQueryKey(scope), { active: true }),
  });
}
