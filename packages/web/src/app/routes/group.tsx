import { GroupScreen } from '../../features/groups/components/group-screen.tsx';

export function Component() {
  return <GroupScreen />;
}
