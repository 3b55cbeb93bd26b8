import { useState } from 'react';
import { useWeek } from '../../features/attendance/api/get-week.ts';
import { MyWeek } from '../../features/attendance/components/my-week.tsx';
import { GroupsScreen } from '../../features/groups/components/groups-screen.tsx';
import { SCREEN_FONT_WEIGHTS, useFontWeights } from '../../lib/web-font.ts';

// The groups screen starts with "My week" (attendance), beside the lists on a wide screen. The
// screen shows both once both have come, so the lists do not jump when the week arrives above,
// and once the font's weights they are written in are there, so nothing reflows as they swap in.
export function Component() {
  const week = useWeek();
  const fonts = useFontWeights(SCREEN_FONT_WEIGHTS);
  // Once come, failed or waiting for the network, it stays settled: a retry (the week mounting
  // its own observer) must not take the lists away again.
  const [settled, setSettled] = useState(false);
  if (!settled && fonts && (week.data !== undefined || week.isError || week.isPaused)) {
    setSettled(true);
  }
  return <GroupsScreen week={<MyWeek ready={settled} />} weekSettled={settled} />;
}
