import { useState } from 'react';
import { useWeek } from '../../features/attendance/api/get-week.ts';
import { MyWeek } from '../../features/attendance/components/my-week.tsx';
import { GroupsScreen } from '../../features/groups/components/groups-screen.tsx';

// The groups screen starts with "My week" (attendance), beside the lists on a wide screen. The
// screen shows both once both have come, so the lists do not jump when the week arrives above.
export function Component() {
  const week = useWeek();
  // Once come, failed or waiting for the network, it stays settled: a retry (the week mounting
  // its own observer) must not take the lists away again.
  const [settled, setSettled] = useState(false);
  if (!settled && (week.data !== undefined || week.isError || week.isPaused)) setSettled(true);
  return <GroupsScreen week={<MyWeek />} weekSettled={settled} />;
}
