/**
 * Unread notifications, for the dot on the bell in the bottom bar. Nothing produces
 * notifications yet, so the answer is 0 and the dot stays hidden; the notifications feature
 * will answer from its inbox query here, and the shell needs no change.
 */
export function useUnreadNotificationsCount(): number {
  return 0;
}
