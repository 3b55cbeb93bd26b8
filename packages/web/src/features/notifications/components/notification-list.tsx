import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { notificationTargetPath, type Notification } from '@turnout/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import type { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { inboxCards, type InboxCard } from '../inbox-cards.ts';
import { useNotificationText } from '../notification-text.ts';
import { NotificationCard } from './notification-card.tsx';

/** The loaded pages as one list. An entry that changed between two pages moved to the top, so
 *  it can appear twice; the first (newest) copy wins. */
function entriesOf(pages: { items: Notification[] }[]): Notification[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** SPEC §2: the cards, newest first, with the empty state and "Load more" for long inboxes. */
export function NotificationList({ query }: { query: ReturnType<typeof useNotifications> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useNotificationText();
  const markRead = useMarkNotificationRead();
  const { data, error, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
  const entries = useMemo(() => entriesOf(data?.pages ?? []), [data]);
  const cards = useMemo(() => inboxCards(entries), [entries]);

  // SPEC §8: failed loads of notifications are logged.
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
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('notifications.loading')} />
        </Box>
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
    <Stack spacing={2}>
      {loadError}
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {cards.map((card) => (
          <NotificationCard
            key={card.key}
            card={card}
            text={text(card.latest)}
            onOpen={openCard}
            onOpenDay={open}
          />
        ))}
      </Stack>
      {hasNextPage && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'center' }}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('notifications.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
