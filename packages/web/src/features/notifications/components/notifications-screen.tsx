import { useEffect } from 'react';
import { Page } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { TopBarActions } from '../../../components/top-bar-slot.tsx';
import layout from '../../../components/ui/layout.module.css';
import { useInAppNotification } from '../../../lib/in-app-notification.tsx';
import { useNotifications, useNotificationsSummary } from '../api/get-notifications.ts';
import { MarkAllReadAction } from './mark-all-read-action.tsx';
import { NotificationList } from './notification-list.tsx';
import { PushOffer } from './push-offer.tsx';

/**
 * /notifications (docs/product.md#notifications-screen): mark all as read in the app bar, swipe-down
 * refresh, the cards newest first. The inbox on screen makes an in-app notification old news.
 */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const summary = useNotificationsSummary();
  const { current, clear } = useInAppNotification();

  useEffect(() => {
    if (current) clear();
  }, [current, clear]);

  const refresh = () =>
    Promise.all([notifications.refetch({ throwOnError: true }), summary.refetch()]);

  return (
    <Page>
      <TopBarActions>
        <MarkAllReadAction
          unreadCount={summary.data?.unreadCount ?? notifications.data?.pages[0]?.unreadCount ?? 0}
        />
      </TopBarActions>
      <div className={`${layout.stack} ${layout.gap2}`}>
        <PushOffer />
        <PullToRefresh onRefresh={refresh}>
          <NotificationList query={notifications} />
        </PullToRefresh>
      </div>
    </Page>
  );
}
