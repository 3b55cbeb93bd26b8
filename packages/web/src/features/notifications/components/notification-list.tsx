import { notificationTargetPath, type Notification } from '@turnout/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NotificationsNoneIcon } from '../../../components/ui/icons.tsx';
import layout from '../../../components/ui/layout.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { inboxCards, type InboxCard } from '../model/inbox-cards.ts';
import { useNotificationText } from '../model/notification-text.ts';
import { NotificationCard } from './notification-card.tsx';
import styles from './notification-list.module.css';

/** The loaded pages as one list. An entry that changed between two pages moved to the top, so
 *  it can appear twice; the first (newest) copy wins. */
function entriesOf(pages: { items: Notification[] }[]): Notification[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * The inbox's cards, newest first, with the empty state and "Load more" for long inboxes
 * (docs/product.md#notifications-screen).
 */
export function NotificationList({ query }: { query: ReturnType<typeof useNotifications> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useNotificationText();
  const markRead = useMarkNotificationRead();
  const { data, error, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
  const entries = useMemo(() => entriesOf(data?.pages ?? []), [data]);
  const cards = useMemo(() => inboxCards(entries), [entries]);

  // Failed loads of notifications are logged (docs/product.md#client-side-errors).
  useEffect(() => {
    if (error) console.warn('Loading the notifications failed.', error);
  }, [error]);

  function open(notification: Notification) {
    // The day opens at once; the read mark follows in the background.
    if (!notification.isRead) markRead.mutate(notification);
    void navigate(notificationTargetPath(notification.context));
  }

  // A card of several days opens the first; every one of its days is read with it.
  function openCard({ days }: InboxCard) {
    for (const day of days) if (!day.isRead) markRead.mutate(day);
    void navigate(notificationTargetPath(days[0]!.context));
  }

  const loadError = error && (
    <LoadError
      message={t('notifications.loadFailed')}
      onRetry={() => void refetch()}
      retrying={isFetching}
    />
  );

  if (!data) {
    return (
      loadError || (
        <div role="status" className={styles.loading}>
          <Spinner label={t('notifications.loading')} />
        </div>
      )
    );
  }
  if (entries.length === 0) {
    return (
      <>
        {loadError}
        <EmptyState
          icon={<NotificationsNoneIcon fontSize="inherit" />}
          text={t('notifications.empty')}
        />
      </>
    );
  }
  return (
    <div className={`${layout.stack} ${layout.gap2}`}>
      {loadError}
      <ul className={`${layout.stack} ${styles.cards}`}>
        {cards.map((card) => (
          <NotificationCard
            key={card.key}
            card={card}
            text={text(card.latest)}
            onOpen={openCard}
            onOpenDay={open}
          />
        ))}
      </ul>
      {hasNextPage && (
        <Button
          variant="outlined"
          className={styles.more}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('notifications.loadMore')}
        </Button>
      )}
    </div>
  );
}
