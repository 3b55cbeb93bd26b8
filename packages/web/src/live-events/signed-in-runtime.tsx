import { useEffect } from 'react';
import '../lib/i18n/screen-texts.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { useOpenFromPush } from '../features/notifications/push/use-open-from-push.ts';
import { usePushRegistration } from '../features/notifications/push/use-push-registration.ts';
import { useUnreadNotificationsCount } from '../features/notifications/hooks/use-unread-count.ts';
import { useAnswerQueue } from '../features/attendance/hooks/use-answer-queue.ts';

interface NotificationsRuntimeProps {
  userId: string;
  /** Told the unread count (for the bell's dot) whenever it changes. */
  onUnreadCount: (count: number) => void;
}

/**
 * What runs for a signed-in user on every screen: live updates, push and the unread count. It
 * draws nothing, so the shell loads it lazily and the inbox code stays out of the first screen.
 */
export function NotificationsRuntime({ userId, onUnreadCount }: NotificationsRuntimeProps) {
  useLiveUpdates(userId);
  usePushRegistration();
  useOpenFromPush();
  // Answers given offline, sent once the server can be reached (docs/product.md#offline).
  useAnswerQueue(userId);
  const unreadCount = useUnreadNotificationsCount();
  useEffect(() => onUnreadCount(unreadCount), [onUnreadCount, unreadCount]);
  return null;
}
