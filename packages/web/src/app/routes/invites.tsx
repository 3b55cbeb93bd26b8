import { InvitesScreen } from '../../features/invites/components/invites-screen.tsx';

export function Component() {
  return <InvitesScreen />;
}
