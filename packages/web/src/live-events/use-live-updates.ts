import { useQueryClient } from '@tanstack/react-query';
import {
  liveEventEndpoints,
  notificationTargetPath,
  type EventPayload,
  type Notification,
} from '@turnout/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnackbar } from '../components/snackbar/snackbar-context.ts';
import { useInAppNotification } from '../lib/in-app-notification.tsx';
import { apiUrl } from '../lib/native/api-origin.ts';
import { isNativeShell } from '../lib/native/platform.ts';
import { bearerHeader } from '../lib/native/session-token.ts';
import { webViewFetch } from '../lib/native/web-view-fetch.ts';
import { paths } from '../lib/paths.ts';
import { reloadForSession } from '../lib/reload-page.ts';
import { fetchCurrentUser, sessionStartEventId } from '../lib/session.ts';
import { notificationsSummaryQueryOptions } from '../features/notifications/api/get-notifications.ts';
import { useMarkNotificationRead } from '../features/notifications/api/mark-notification-read.ts';
import { useNotificationText } from '../features/notifications/model/notification-text.ts';
import { connectEvents, type EventsClientOptions } from './events-client.ts';
import { createFetchEventSource } from './fetch-event-source.ts';
import { createInvalidator, staleKeysFor } from './invalidations.ts';

/** In a shell: the stream over the WebView's fetch, with the bearer token (fetch-event-source.ts). */
export const shellEventSource = (url: string) =>
  createFetchEventSource(url, { headers: bearerHeader, fetch: webViewFetch() });

/** The latest value of `value`, for callbacks of a connection that outlives renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Keeps the signed-in page current (docs/product.md#live-updates): one event stream for the user;
 * each event makes the data it concerns stale, so whatever screen shows it refetches. A new inbox
 * entry while the app is open is said in a short message, and becomes the in-app notification in
 * the app bar (docs/product.md#in-app-notification) unless the inbox is on screen already.
 */
export function useLiveUpdates(
  userId: string,
  createEventSource: EventsClientOptions['createEventSource'] = isNativeShell
    ? shellEventSource
    : undefined,
) {
  const queryClient = useQueryClient();
  const inApp = useLatest(useInAppNotification());
  const text = useLatest(useNotificationText());
  const pathname = useLatest(useLocation().pathname);
  const markRead = useLatest(useMarkNotificationRead().mutate);
  const showSnackbar = useLatest(useSnackbar());

  useEffect(() => {
    if (!createEventSource && typeof EventSource === 'undefined') return;
    const invalidator = createInvalidator(queryClient);

    const summary = () => queryClient.getQueryData(notificationsSummaryQueryOptions.queryKey);

    /**
     * After the inbox changed: its newest entry becomes the in-app notification when it is news
     * (unread, and new or updated since `before`); one that was read is deleted, and none is
     * left when nothing is unread. An event names its entry only when it concerns one user's
     * one entry (reading it), so newness is judged from the inbox itself.
     */
    function updateInApp(before: Notification | undefined, changedId?: string) {
      const after = summary();
      if (!after) return;
      const { current, set, remove, clear } = inApp.current;
      if (after.unreadCount === 0) return clear();
      const latest = after.latest;
      if (current?.id && latest?.id === current.id && latest.isRead) remove(current.id);
      if (!latest || latest.isRead) return;
      if (changedId !== undefined && changedId !== latest.id) return;
      const news = !before || before.id !== latest.id || before.updatedAt !== latest.updatedAt;
      if (!news) return;
      const sentence = text.current(latest).sentence;
      // A short text on whatever screen is open (read out too), not only the bell's dot.
      showSnackbar.current(sentence, { severity: 'info' });
      if (pathname.current === paths.notifications.path) return;
      set({
        id: latest.id,
        title: sentence,
        targetPath: notificationTargetPath(latest.context),
        onOpen: () => markRead.current({ id: latest.id, isRead: false }),
      });
    }

    function onEvent(event: EventPayload) {
      const before = summary()?.latest;
      const refreshed = invalidator.invalidate(staleKeysFor(event));
      if (event.type === 'notification.changed') {
        void refreshed.then(() => updateInApp(before, event.notificationId));
      }
    }

    function onResync() {
      const before = summary()?.latest;
      void invalidator.invalidate('all').then(() => updateInApp(before));
    }

    // The stream ends with its session (a log-out in another tab, say): once the server has
    // refused it and confirms nobody is signed in, this page reloads as after a log-out
    // (docs/product.md#log-out), instead of staying a signed-in shell whose every request fails.
    let checking = false;
    function onRefused() {
      if (checking) return;
      checking = true;
      fetchCurrentUser().then(
        (user) => {
          checking = false;
          if (user === null) reloadForSession(false);
        },
        () => (checking = false),
      );
    }

    const client = connectEvents({
      url: apiUrl(liveEventEndpoints.stream.path),
      // The screens read their data after the session: changes made since reach this stream.
      lastEventId: sessionStartEventId()?.toString(),
      createEventSource,
      onEvent,
      onResync,
      onRefused,
    });
    return () => {
      client.close();
      invalidator.dispose();
    };
    // One connection per signed-in user; the refs carry everything else.
  }, [queryClient, userId, createEventSource, inApp, text, pathname, markRead]);
}
