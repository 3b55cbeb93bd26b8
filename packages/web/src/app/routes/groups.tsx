import { GroupsScreen } from '../../features/groups/components/groups-screen.tsx';

export function Component() {
  return <GroupsScreen />;
}
