import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

export function Component() {
  return <NotificationsScreen />;
}
