import { useLiveUpdates } from '../live/use-live-updates.ts';
import { useOpenFromPush } from '../push/use-open-from-push.ts';
import { usePushRegistration } from '../push/use-push-registration.ts';

/** What runs for a signed-in user on every screen: live updates and push. */
export function NotificationsRuntime({ userId }: { userId: string }) {
  useLiveUpdates(userId);
  usePushRegistration();
  useOpenFromPush();
  return null;
}
