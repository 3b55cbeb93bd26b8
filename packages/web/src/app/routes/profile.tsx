import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';

export function Component() {
  return <ProfileScreen />;
}
