import { MyWeek } from '../../features/attendance/components/my-week.tsx';
import { GroupsScreen } from '../../features/groups/components/groups-screen.tsx';

// The groups screen starts with "My week" (attendance), beside the lists on a wide screen.
export function Component() {
  return <GroupsScreen week={<MyWeek />} />;
}
