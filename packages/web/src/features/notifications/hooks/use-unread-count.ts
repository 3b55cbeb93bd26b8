import { useNotificationsSummary } from '../api/get-notifications.ts';

/**
 * Unread notifications, for the dot on the bell in the bottom bar
 * (docs/product.md#signed-in-shell). Live updates keep it current: a changed inbox refetches it
 * (live/invalidations.ts).
 */
export function useUnreadNotificationsCount(): number {
  return useNotificationsSummary().data?.unreadCount ?? 0;
}
