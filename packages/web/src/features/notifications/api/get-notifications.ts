import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  notificationEndpoints,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListResponse,
} from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';

/** Everything about my inbox sits under ['notifications'], so one prefix refreshes it all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The pages of the inbox screen. */
  list: ['notifications', 'list'] as const,
  /** The newest entry and the unread count, for the bell and the in-app indicator. */
  summary: ['notifications', 'summary'] as const,
};

export function getNotifications(
  page: { cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  const limit = page.limit ?? NOTIFICATIONS_PAGE_SIZE;
  return call(notificationEndpoints.list, { query: { limit, cursor: page.cursor }, signal });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam, signal }) => getNotifications({ cursor: pageParam }, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor,
});

/** The inbox, newest first, a page at a time (long inboxes page: docs/product.md#limits). */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

/** One entry is enough: the answer carries the unread count of the whole inbox. */
export const notificationsSummaryQueryOptions = queryOptions({
  queryKey: notificationKeys.summary,
  queryFn: async ({ signal }) => {
    const page = await getNotifications({ limit: 1 }, signal);
    return { unreadCount: page.unreadCount ?? 0, latest: page.items[0] };
  },
});

export function useNotificationsSummary() {
  return useQuery(notificationsSummaryQueryOptions);
}
