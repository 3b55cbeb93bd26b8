import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationListResponse } from '@turnout/domain';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys, notificationsSummaryQueryOptions } from './get-notifications.ts';

export function markNotificationRead(id: string) {
  return call(notificationEndpoints.read, { params: { id } });
}

type Pages = InfiniteData<NotificationListResponse>;

/**
 * Marks one entry read (unread → read, never back: docs/product.md#notification-read-state). The
 * card and the bell change at once; afterwards the inbox is fetched again, which also undoes the
 * change if it failed.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; isRead: boolean }) => markNotificationRead(id),
    onMutate: async ({ id, isRead }) => {
      if (isRead) return;
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueryData<Pages>(notificationKeys.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  item.id === id ? { ...item, isRead: true } : item,
                ),
              })),
            }
          : data,
      );
      queryClient.setQueryData(notificationsSummaryQueryOptions.queryKey, (summary) =>
        summary
          ? {
              unreadCount: Math.max(0, summary.unreadCount - 1),
              latest:
                summary.latest?.id === id ? { ...summary.latest, isRead: true } : summary.latest,
            }
          : summary,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
