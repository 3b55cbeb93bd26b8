import { JoinScreen } from '../../features/invites/components/join-screen.tsx';

export function Component() {
  return <JoinScreen />;
}
